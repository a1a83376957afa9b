import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../../src/platform/tokens';

describe('TokenSigner with remembered verifications', () => {
  it('keeps refusing a forged or expired token after the genuine one was accepted', () => {
    let now = Date.parse('2026-11-22T01:40:00Z');
    const signer = new TokenSigner('secret', () => new Date(now));
    const { token, claims } = signer.issue('checkup-web', 'api', 60);
    expect(signer.verify(token)).toEqual(claims);
    expect(signer.verify(token)).toEqual(claims);
    const [payload, signature] = token.split('.') as [string, string];
    const forgedSignature = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(forgedSignature)).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    expect(signer.verify(`${otherPayload}.${signature}`)).toBeNull();
    expect(new TokenSigner('another secret', () => new Date(now)).verify(token)).toBeNull();
    now += 60_000;
    expect(signer.verify(token)).toBeNull();
  });
});
