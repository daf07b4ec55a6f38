// Upstream mode (issue 35): the upstream's structure services fetch an uploaded file from this
// server, by its address as others reach it (PUBLIC_URL). The browser names an upload by the host
// it reached us on (localhost, an internal name), which the upstream cannot reach: every upload
// URL of a request is this server's, and is sent at PUBLIC_URL instead.

import { uploadOf } from '../../model/fetchable-url.ts';
import { uploadedFileUrl } from '../../model/upload.ts';
import type { QueryNode, SearchRequest } from '../../model/types.ts';

/** The upload's URL at PUBLIC_URL, or undefined when `raw` names no upload. */
function publicUploadUrl(raw: string, publicUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const upload = uploadOf(url);
  if (!upload) return undefined;
  let name = upload.name;
  try {
    name = name === undefined ? undefined : decodeURIComponent(name);
  } catch {
    // a name that is not valid percent-encoding is passed on as it came
  }
  return uploadedFileUrl(`${publicUrl.replace(/\/+$/, '')}/search/upload`, name ? `${upload.key}/${name}` : upload.key);
}

function rewriteNode(node: QueryNode, publicUrl: string): QueryNode {
  if (node.type === 'group') return { ...node, nodes: node.nodes.map((child) => rewriteNode(child, publicUrl)) };
  const value = (node.parameters as { value?: unknown } | undefined)?.value;
  const raw = value !== null && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;
  const url = typeof raw === 'string' ? publicUploadUrl(raw, publicUrl) : undefined;
  if (url === undefined) return node;
  return { ...node, parameters: { ...node.parameters, value: { ...(value as object), url } } } as QueryNode;
}

/**
 * The request with every structure file URL that names an upload (…/search/upload/{key}, any
 * host) at `${publicUrl}/search/upload/{key}/{name}`; the request given is not changed. The result
 * passes whatever `request` passed: only an absolute URL's host and path differ.
 */
export function withUploadsAtPublicUrl<R extends SearchRequest>(request: R, publicUrl: string): R {
  return request.query ? { ...request, query: rewriteNode(request.query, publicUrl) } : request;
}
