// Twilio through its official SDK (decision 089): one client for the platform's account; each shop sends from its own
// number, or through TWILIO_MESSAGING_SERVICE_SID's pool. Tests point the SDK at a local fake with TWILIO_API_BASE:
// the SDK has no base-URL option, so its own RequestClient is given every request with the origin swapped.
import twilio from 'twilio';
import type { TextStatus, TextTransport } from './service.ts';

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/** The SDK's HTTP client, sending every request to `apiBase`'s origin instead of *.twilio.com (tests only). */
function rebasedHttpClient(apiBase: string) {
  const base = new URL(apiBase);
  class RebasedRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestOptions & { data?: TData }) {
      const uri = new URL(opts.uri);
      uri.protocol = base.protocol;
      uri.host = base.host;
      return super.request<TData>({ ...opts, uri: uri.href } as never);
    }
  }
  return new RebasedRequestClient();
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  messagingServiceSid?: string | undefined;
  apiBase?: string | undefined;
  /** `${PUBLIC_URL}/api/v1/texts/twilio/status`: where Twilio reports each text's delivery. */
  statusCallbackUrl: string;
}

export function twilioClient(config: Pick<TwilioConfig, 'accountSid' | 'authToken' | 'apiBase'>) {
  return twilio(config.accountSid, config.authToken, {
    ...(config.apiBase ? { httpClient: rebasedHttpClient(config.apiBase) } : {}),
    // The platform's environment is read in env.ts only: the SDK must not fall back to process.env.
    env: {},
  });
}

/** Twilio's message statuses, as the thread shows them. */
export function textStatusOf(status: string): TextStatus | null {
  switch (status) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
      return 'queued';
    case 'sending':
      return 'sending';
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

const isMessagingService = (sender: string) => sender.startsWith('MG');

export function twilioTransport(config: TwilioConfig): TextTransport {
  const client = twilioClient(config);
  return {
    provider: 'twilio',
    sender: (shopNumber) => shopNumber ?? config.messagingServiceSid ?? null,
    async deliver(text) {
      const message = await client.messages.create({
        to: text.to,
        body: text.body,
        ...(isMessagingService(text.sender) ? { messagingServiceSid: text.sender } : { from: text.sender }),
        // Our id in the callback's URL (signed with it): the callback finds its text even before this call returns.
        statusCallback: `${config.statusCallbackUrl}?text=${encodeURIComponent(text.id)}`,
      });
      return { providerMessageId: message.sid, status: textStatusOf(message.status) ?? 'queued' };
    },
  };
}

/** Whether a webhook request is Twilio's: X-Twilio-Signature over the public URL it was sent to and its form fields. */
export function validTwilioSignature(authToken: string, signature: string | undefined, url: string, params: Record<string, string>): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
