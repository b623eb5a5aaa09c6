import type { Server, ServerResponse } from 'node:http';

export interface RequestDrain {
  /** Requests being received or answered right now. */
  readonly inFlight: number;
  /**
   * Stops accepting connections (idle keep-alive ones close; a response still under way goes out with
   * `Connection: close`) and resolves true once no request is in flight, or false at the deadline.
   */
  drain(deadlineMs: number): Promise<boolean>;
}

/**
 * Counts the HTTP requests of a server from their first byte (headers parsed, body maybe still
 * arriving) to the end of their response, for a graceful stop: a SIGTERM lets what has
 * started finish while the load balancer sends everything new to the other processes.
 */
export function trackRequests(server: Server): RequestDrain {
  const active = new Set<ServerResponse>();
  let draining = false;
  const idle: Array<() => void> = [];
  // Its connection closes after this response, so the client's next request opens a new one (elsewhere).
  const lastOnConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response) => {
    active.add(response);
    if (draining) lastOnConnection(response);
    response.once('close', () => {
      active.delete(response);
      if (active.size === 0) for (const resolve of idle.splice(0)) resolve();
    });
  });
  return {
    get inFlight() {
      return active.size;
    },
    drain(deadlineMs) {
      draining = true;
      for (const response of active) lastOnConnection(response);
      if (server.listening) server.close();
      if (active.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), deadlineMs);
        timer.unref();
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
