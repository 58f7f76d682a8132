// autocannon ships no types: the part of its API the bench uses (lib/load.mjs).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    amount?: number;
    method?: string;
    timeout?: number;
    sampleInt?: number;
    headers?: Record<string, string>;
    requests?: object[];
  };
  type Result = { errors: number; timeouts: number };
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
