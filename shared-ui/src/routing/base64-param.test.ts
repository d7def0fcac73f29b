import { decodeBase64Param, encodeBase64Param } from './base64-param';
import { loginPath } from './login-path';

describe('base64 query parameters', () => {
  it('round-trips unicode text', () => {
    const text = '/gen?name=Zoë & 写真 📸';
    expect(decodeBase64Param(encodeBase64Param(text))).toBe(text);
  });

  it('encodes plain paths as ordinary base64', () => {
    expect(encodeBase64Param('/gen')).toBe('L2dlbg==');
  });

  it('returns null on garbage', () => {
    expect(decodeBase64Param('not base64!')).toBeNull();
    expect(decodeBase64Param('%%%')).toBeNull();
    expect(decodeBase64Param('/w==')).toBeNull(); // byte 0xFF is not UTF-8
    expect(decodeBase64Param('')).toBeNull();
    expect(decodeBase64Param(null)).toBeNull();
  });

  it('accepts a + that a query string turned into a space', () => {
    const encoded = encodeBase64Param('>>>?');
    expect(encoded).toContain('+');
    expect(decodeBase64Param(encoded.replace('+', ' '))).toBe('>>>?');
  });
});

describe('loginPath', () => {
  it('is /login without a return path', () => {
    expect(loginPath()).toBe('/login');
  });

  it('carries the return path as a URL-safe base64 r parameter', () => {
    const path = loginPath('/account?tab=credits');
    const r = new URLSearchParams(path.split('?')[1]).get('r');
    expect(path.startsWith('/login?r=')).toBe(true);
    expect(decodeBase64Param(r)).toBe('/account?tab=credits');
  });
});
