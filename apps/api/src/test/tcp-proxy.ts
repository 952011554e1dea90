import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that can stall: while stalled, no byte goes either way and new connections
 * wait, as with a frozen server or a network that drops packets. Tests only.
 */
export class StallingProxy {
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  private stalled = false;
  private readonly waiting: (() => void)[] = [];

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<StallingProxy> {
    const server = net.createServer();
    const proxy = new StallingProxy(server, target);
    server.on('connection', (client) => proxy.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    const pair: { client: net.Socket; upstream: net.Socket | null } = { client, upstream: null };
    this.pairs.add(pair);
    client.pause();
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    const connect = () => {
      if (client.destroyed) return;
      const upstream = net.connect(this.target);
      pair.upstream = upstream;
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      if (this.stalled) upstream.pause();
      else client.resume();
    };
    if (this.stalled) this.waiting.push(connect);
    else connect();
  }

  stall(): void {
    this.stalled = true;
    for (const { client, upstream } of this.pairs) {
      client.unpipe();
      upstream?.unpipe();
      client.pause();
      upstream?.pause();
    }
  }

  resume(): void {
    this.stalled = false;
    for (const { client, upstream } of this.pairs) {
      if (!upstream) continue;
      client.pipe(upstream);
      upstream.pipe(client);
    }
    for (const connect of this.waiting.splice(0)) connect();
  }

  async close(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
