// Only the constructor the styles benchmark hands to qr-code-styling, which calls it itself.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: object);
  }
}
