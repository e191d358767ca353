/**
 * `fetch`, sent once more when the connection was reset before any answer: on a loaded machine
 * the server may close an idle keep-alive connection just as the next request is written on it
 * (ECONNRESET), and that request never reached the server.
 */
export async function fetchOnceMoreOnReset(url: string | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}
