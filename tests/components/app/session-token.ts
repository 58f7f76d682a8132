/** A JWT-shaped token whose payload is `claims`; the signature is never checked by the client. */
export const fakeToken = (claims: Record<string, unknown>) => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.firma`;
};

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
