/** The CLI's exit statuses: all written, some rows failed, a usage error (nothing written). */
export const EXIT_OK = 0;
export const EXIT_SOME_FAILED = 1;
export const EXIT_USAGE = 2;
