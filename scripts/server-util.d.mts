import type { IncomingMessage } from 'node:http';

export declare function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer>;
