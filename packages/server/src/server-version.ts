import packageJson from '../package.json' with { type: 'json' };

/** The server package's version, as `quietzone --version` prints and GET /v1/health reports. */
export const SERVER_VERSION: string = packageJson.version;
