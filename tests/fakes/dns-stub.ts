/**
 * A DNS server on loopback that answers TXT questions from records a test publishes (decision 98):
 * the real resolver adapter (node-txt-resolver.ts) is pointed at it with DOMAIN_DNS_SERVERS, so its
 * contract test and the end-to-end journey run with no network. It knows only TXT and class IN;
 * a name it holds no record for is NXDOMAIN, and a failing name answers SERVFAIL.
 */
import { createSocket, type Socket } from 'node:dgram';

export class DnsStub {
  private readonly records = new Map<string, string[]>();
  private readonly failing = new Set<string>();
  private socket: Socket | null = null;
  port = 0;

  publish(name: string, ...values: string[]): void {
    const key = name.toLowerCase();
    this.records.set(key, [...(this.records.get(key) ?? []), ...values]);
  }

  unpublish(name: string): void {
    this.records.delete(name.toLowerCase());
  }

  failFor(name: string, failing = true): void {
    if (failing) this.failing.add(name.toLowerCase());
    else this.failing.delete(name.toLowerCase());
  }

  async start(port = 0): Promise<number> {
    const socket = createSocket('udp4');
    socket.on('message', (query, from) => {
      const answer = this.answer(query);
      if (answer) socket.send(answer, from.port, from.address);
    });
    await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
    this.socket = socket;
    this.port = socket.address().port;
    return this.port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.socket ? this.socket.close(() => resolve()) : resolve()));
    this.socket = null;
  }

  private answer(query: Buffer): Buffer | null {
    if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
    const labels: string[] = [];
    let at = 12;
    while (at < query.length && query[at] !== 0) {
      const length = query[at]!;
      labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
      at += length + 1;
    }
    const questionEnd = at + 5;
    if (questionEnd > query.length) return null;
    const type = query.readUInt16BE(at + 1);
    const name = labels.join('.').toLowerCase();
    const values = type === 16 ? (this.records.get(name) ?? []) : [];
    const rcode = this.failing.has(name) ? 2 : this.records.has(name) ? 0 : 3;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // QR, the query's opcode and RD kept, AA and RA set, then the answer's code.
    header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(rcode === 0 ? values.length : 0, 6);
    const answers = rcode === 0 ? values.map((value) => txtRecord(value)) : [];
    return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
  }
}

/** One TXT answer for the question's name (a pointer to offset 12), its value in strings of 255 bytes at most. */
function txtRecord(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length || pieces.length === 0; at += 255) {
    const piece = bytes.subarray(at, at + 255);
    pieces.push(Buffer.concat([Buffer.from([piece.length]), piece]));
  }
  const data = Buffer.concat(pieces);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(16, 2);
  fixed.writeUInt16BE(1, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}
