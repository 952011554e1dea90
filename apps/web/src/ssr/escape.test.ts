import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape';

describe('escaping for the server-rendered head', () => {
  it('keeps quotes and tags in attribute values as text', () => {
    expect(escapeHtml(`Ada "The Countess" O'Neil <b>&</b>`)).toBe(
      'Ada &quot;The Countess&quot; O&#39;Neil &lt;b&gt;&amp;&lt;/b&gt;',
    );
  });

  it('never lets JSON close its script element, and parses back to the same value', () => {
    const value = { bio: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
