-- A code's style beside its two colors: `{ module_shape?, finder_shape?, finder_color?,
-- gradient? }`, only the keys set (`{}` for a plain code), as core's mergeAppearance stores
-- them. The image routes and exports draw it; a PATCH sets it after the scan check.
ALTER TABLE codes ADD COLUMN style jsonb NOT NULL DEFAULT '{}'::jsonb;
