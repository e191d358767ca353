import { formatHexColor, parseHexColor, pickLocale, readableAccent, type Rgb } from '@quietzone/core';
import { PAGE_LANGUAGES, PAGE_MESSAGES, type PageLanguage, type PageMessages } from './page-messages';

/** How a public page is drawn for this visitor: its language and the workspace's brand color. */
export interface PageLook {
  readonly language: PageLanguage;
  /** The workspace's `primary_color` (`#RRGGBB`) for headings and buttons; null for the house style. */
  readonly primaryColor: string | null;
}

/** English in the house style: pages with no workspace and no visitor preference. */
export const DEFAULT_LOOK: PageLook = { language: 'en', primaryColor: null };

/** What a page knows of its workspace; both absent for an unknown code. */
export interface WorkspaceLook {
  readonly defaultLocale: string | null;
  readonly primaryColor: string | null;
}

/**
 * The visitor's language among the pages' (Accept-Language), else the workspace's
 * `default_locale`, else English; and the workspace's color.
 */
export function pageLook(acceptLanguage: string | null | undefined, workspace: WorkspaceLook | undefined): PageLook {
  return { language: pickLocale(acceptLanguage, PAGE_LANGUAGES, workspace?.defaultLocale), primaryColor: workspace?.primaryColor ?? null };
}

export function pageMessages(look: PageLook): PageMessages {
  return PAGE_MESSAGES[look.language];
}

/** The pages' backgrounds (pages/html-page.ts): the accent is made readable on each. */
export const LIGHT_BACKGROUND: Rgb = { r: 0xf6, g: 0xf7, b: 0xf9 };
export const DARK_BACKGROUND: Rgb = { r: 0x15, g: 0x17, b: 0x1a };

/**
 * The style rules that theme a page in the brand color: headings and button backgrounds, in
 * each color scheme the shade that keeps 4.5:1 against the page (readableAccent), so a pale
 * brand color is darkened on the light page and lightened on the dark one. Button labels keep
 * the house colors (white on light, near-black on dark), which the same ratio makes readable.
 * Empty for no color or one that is not `#RRGGBB`.
 */
export function accentStyle(primaryColor: string | null): string {
  const color = parseHexColor(primaryColor);
  if (color === undefined) return '';
  const light = formatHexColor(readableAccent(color, LIGHT_BACKGROUND));
  const dark = formatHexColor(readableAccent(color, DARK_BACKGROUND));
  return `\nh1,h2{color:${light}}a.button,button{background:${light}}@media (prefers-color-scheme:dark){h1,h2{color:${dark}}a.button,button{background:${dark}}}`;
}
