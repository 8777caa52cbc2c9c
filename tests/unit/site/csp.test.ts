/**
 * The Content-Security-Policy written into every built page (src/integrations/csp.mjs): which
 * inline scripts it names, where the meta element goes, and what the policy allows.
 */
import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { hashSource, inlineScripts, policyFor, withPolicy } from '../../../src/integrations/csp.mjs';

/** SHA-256 by WebCrypto, a second implementation beside the integration's node:crypto one. */
async function sha256(text: string) {
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString('base64')}'`;
}

function directive(policy: string, name: string) {
  return policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(/\s+/)[0] === name);
}

const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>T</title>',
  '<script type="module" src="/offline.js"></script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '</head><body><p>Hallo</p>',
  '<script>(()=>{var a=1;})();</script>',
  '<script type="module">document.title="x"</script>',
  '<script type="module">document.title="x"</script>',
  '</body></html>',
].join('');

describe('inlineScripts', () => {
  it('takes the scripts a browser runs from the page text, not external ones or data blocks', () => {
    expect(inlineScripts(PAGE)).toEqual(['(()=>{var a=1;})();', 'document.title="x"', 'document.title="x"']);
  });

  it('reads the text as the HTML parser does: line ends as LF, attributes in any quoting', () => {
    const html = "<script type='module'>a()\r\nb()</script><script SRC=x.js></script><script type=text/javascript>c()</script>";
    expect(inlineScripts(html)).toEqual(['a()\nb()', 'c()']);
  });
});

describe('hashSource', () => {
  it('is the SHA-256 source expression a browser compares', async () => {
    // The SHA-256 of the empty string, as published.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const text = 'document.querySelector("h1").textContent = "Spieß – Über";';
    expect(hashSource(text)).toBe(await sha256(text));
  });
});

describe('policyFor', () => {
  it('allows scripts only from this host or by hash, never inline as such', async () => {
    const policy = policyFor(['a()', 'b()', 'a()']);
    const scriptSrc = directive(policy, 'script-src')!;
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toMatch(/https?:|\*/);
    const tokens = scriptSrc.split(/\s+/);
    expect(tokens.filter((t) => t.startsWith("'sha256-"))).toEqual([await sha256('a()'), await sha256('b()')]);
  });

  it('names no other host and fetches only from this one', () => {
    const policy = policyFor([]);
    expect(policy).not.toMatch(/https?:\/\/|\*/);
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
  });
});

describe('withPolicy', () => {
  it('puts the policy right after <meta charset>, before every script, with the hashes of this page', async () => {
    const out = withPolicy(PAGE);
    const at = out.indexOf('<meta http-equiv="content-security-policy"');
    expect(at).toBe(out.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length);
    expect(at).toBeLessThan(out.indexOf('<script'));
    const policy = /content="([^"]*)"/.exec(out.slice(at))![1]!;
    for (const text of ['(()=>{var a=1;})();', 'document.title="x"']) expect(policy).toContain(await sha256(text));
    expect(policy).not.toContain(await sha256('{"@type":"WebSite"}'));
    // The rest of the page is untouched.
    expect(out.replace(/<meta http-equiv="content-security-policy"[^>]*>/, '')).toBe(PAGE);
  });

  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const once = withPolicy(PAGE);
    const changed = once.replace('var a=1;', 'var a=2;');
    const twice = withPolicy(changed);
    expect(twice.match(/http-equiv="content-security-policy"/g)).toHaveLength(1);
    expect(twice).toBe(withPolicy(PAGE.replace('var a=1;', 'var a=2;')));
    expect(twice).not.toBe(once.replace('var a=1;', 'var a=2;'));
  });

  it('leaves a document without a head alone', () => {
    expect(withPolicy('<p>kein Kopf</p>')).toBe('<p>kein Kopf</p>');
  });
});
