import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long each connection of the HTTP server has been idle, so that a stopping process (main.ts)
 * can close the keep-alive connections nobody uses any more — a proxy's pool keeps some open for
 * minutes, which would hold the stop for the whole SHUTDOWN_GRACE_SECONDS — without closing one a
 * proxy is just writing a request to. Node's `closeIdleConnections()` closes every connection
 * between two requests, also one that carried a request a millisecond ago and is about to carry
 * the next: under load nginx then saw "connection reset" on a reused connection, which it retries
 * for a GET but answers 502 for a POST (decision 042).
 */
export function trackIdleConnections(server: Server) {
  const connections = new Map<Socket, { busy: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy += 1;
    response.once('close', () => {
      state.busy -= 1;
      state.idleSince = Date.now();
    });
  });
  return {
    /** Closes the connections without a request in flight for at least `ms`; answers how many. */
    closeIdleFor(ms: number): number {
      const now = Date.now();
      let closed = 0;
      for (const [socket, state] of connections) {
        if (state.busy > 0 || now - state.idleSince < ms) continue;
        socket.destroy();
        connections.delete(socket);
        closed += 1;
      }
      return closed;
    },
  };
}
