import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a service (MySQL, Redis) that a test can cut: `cut()` drops every open connection and
 * refuses new ones (the database is gone, as when it stops or restarts), `restore()` lets them in again.
 */
export class OutageProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly target: { host: string; port: number };
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  async start(port = 0): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  async restore(): Promise<void> {
    await this.start(this.port);
  }
}
