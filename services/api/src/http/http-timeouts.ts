/**
 * How long the API waits for a client, beside what the gateway waits (docs/operations.md "Timeouts"). Behind nginx
 * a stalled client is cut by nginx; in the embedded mode (no gateway) the API meets clients itself and must not
 * hold a stalled request longer than the gateway would. http-timeouts.unit.spec.ts reads the nginx template and
 * fails when the two drift apart.
 */

/**
 * The gateway's values. nginx/templates/nginx.conf.template sets none of these, so nginx's defaults apply
 * (https://nginx.org/en/docs/http/ngx_http_core_module.html, ngx_http_upstream_module.html).
 */
export const gatewayTimeouts = {
  /** client_header_timeout: the whole request head must arrive within this. */
  clientHeaderMs: 60_000,
  /** client_body_timeout: the longest pause between two reads of a body (not the whole body). */
  clientBodyMs: 60_000,
  /** keepalive_timeout inside `upstream api`: how long nginx keeps an idle connection to a replica. */
  upstreamKeepaliveMs: 60_000,
} as const;

export interface HttpTimeouts {
  /** Node's headersTimeout: request line and headers complete within this, else 408. */
  headersMs: number;
  /** The longest pause while a request body is being received, else 408 and the connection closed. */
  bodyIdleMs: number;
  /**
   * Node's requestTimeout: the whole request (head and body) received within this. nginx has no such bound; it is
   * a ceiling for a body that trickles in just fast enough never to pause for bodyIdleMs (20 MB on a slow line
   * still fits).
   */
  requestMs: number;
  /** Idle keep-alive connections stay open this long (longer than the gateway's upstream keepalive, see below). */
  keepAliveMs: number;
  /** How often Node checks headersMs and requestMs (its default is 30 s, which would let a head stall 90 s). */
  checkEveryMs: number;
}

/** The API's values: the same bounds as the gateway's, so a stalled client is cut at the same moment either way. */
export const httpTimeouts: HttpTimeouts = {
  headersMs: gatewayTimeouts.clientHeaderMs,
  bodyIdleMs: gatewayTimeouts.clientBodyMs,
  requestMs: 300_000,
  // Clients that reuse a connection they believe open (browsers, test runners, the gateway's upstream keepalive)
  // otherwise lose the race against the server closing it and see ECONNRESET on a request that never arrived.
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
};
