import { request } from 'node:http';
import type { NetworkRequest } from './lighthouse';

export type Bytes = { raw: number; gzip: number; brotli: number };
export type FirstLoad = { js: Bytes; css: Bytes; files: { js: number; css: number } };

/** The size of a body as sent for one Accept-Encoding (node's fetch would decode it). */
function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(size) : reject(new Error(`${url} answered ${String(res.statusCode)}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function bytesOf(urls: string[]): Promise<Bytes> {
  const total: Bytes = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    total.raw += await sentBytes(url, 'identity');
    total.gzip += await sentBytes(url, 'gzip');
    total.brotli += await sentBytes(url, 'br');
  }
  return total;
}

/**
 * Home's first load: the scripts and style sheets of our own origin that Chromium fetched while Lighthouse
 * loaded the page (so code loaded only on use does not count), each measured as is, gzip and brotli.
 */
export async function measureFirstLoad(origin: string, requests: NetworkRequest[]): Promise<FirstLoad> {
  const ours = (type: string) => [
    ...new Set(requests.filter((r) => r.resourceType === type && r.url.startsWith(origin)).map((r) => r.url)),
  ];
  const js = ours('Script');
  const css = ours('Stylesheet');
  return { js: await bytesOf(js), css: await bytesOf(css), files: { js: js.length, css: css.length } };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Everything the page load transferred, summed by Lighthouse's resource type (Document, Script, Image, ...). */
export function bytesByType(requests: NetworkRequest[]): string {
  const totals = new Map<string, number>();
  for (const request of requests) {
    const type = request.resourceType ?? 'Other';
    totals.set(type, (totals.get(type) ?? 0) + (request.transferSize ?? 0));
  }
  const total = [...totals.values()].reduce((sum, size) => sum + size, 0);
  const parts = [...totals].sort(([, a], [, b]) => b - a).map(([type, size]) => `${type} ${kb(size)}`);
  return `${kb(total)}: ${parts.join(', ')}`;
}

/** The images the phone fetched while loading the page: which width of each, and their bytes as transferred. */
export function phoneImages(requests: NetworkRequest[]): string {
  const images = requests.filter((request) => request.resourceType === 'Image');
  const total = images.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const each = images.map((request) => {
    const url = new URL(request.url);
    return `${url.pathname.split('/').pop()?.slice(0, 8) ?? ''}…${url.search} ${kb(request.transferSize ?? 0)}`;
  });
  return `${kb(total)} in ${String(images.length)} (${each.join(', ') || 'none'})`;
}
