// The engine core runs in the browser and in Node, and compiles with neither the DOM library nor
// Node's types (src/engine/tsconfig.json). Both platforms have these globals; the core declares
// only the part it uses, which merges with the full declaration wherever a project has one.
interface AbortSignal {
  readonly aborted: boolean;
}

// A downloaded file (an export); the core only passes it on.
interface Blob {
  readonly size: number;
  readonly type: string;
}

// Random bytes for an idempotency key (idempotency-key.ts).
interface Crypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
}
declare var crypto: Crypto;
