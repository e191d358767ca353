// A render worker that cannot load, as when its file or its TypeScript loader is missing.
throw new Error('render worker cannot load');
