/**
 * The ConversionsApi port and its Graph API adapter: a recorded conversion event is sent to
 * Facebook's Conversions API when the store has a pixel token (facebookPixelToken in its site
 * settings). Without a token nothing is sent: the embedded default only records the events.
 */
export interface ConversionEvent {
  eventName: string;
  eventId: string;
  eventTime: number;
  url: string;
  customData: Record<string, unknown>;
  clientIp: string;
  userAgent: string;
}

export interface ConversionsApi {
  /** Resolves when delivered; rejects with the reason otherwise. */
  send(pixelId: string, token: string, event: ConversionEvent): Promise<void>;
}

export const GRAPH_API_URL = 'https://graph.facebook.com/v21.0';

export class GraphConversionsApi implements ConversionsApi {
  constructor(private readonly deps: { fetch: typeof fetch; baseUrl?: string }) {}

  async send(pixelId: string, token: string, event: ConversionEvent): Promise<void> {
    const { pixel_id: _pixel, event_id: _id, event_time: _time, ...customData } = event.customData;
    const response = await this.deps.fetch(
      `${this.deps.baseUrl ?? GRAPH_API_URL}/${encodeURIComponent(pixelId)}/events?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: [
            {
              event_name: event.eventName,
              event_time: event.eventTime,
              event_id: event.eventId,
              action_source: 'website',
              event_source_url: event.url,
              user_data: { client_ip_address: event.clientIp, client_user_agent: event.userAgent },
              custom_data: customData,
            },
          ],
        }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) throw new Error(`Conversions API answered ${response.status}`);
  }
}
