/** `base` + `path`; an absolute `path` (another host, such as the pricing service) stays as it is. */
export function joinUrl(base: string, path: string): string {
  if (!base || /^\w+:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
