import { maskPhone } from '@cp/shared/domain';

/** A verification code on its way to a phone. */
export interface SmsMessage {
  /** Row id in sms_outbox (the gateway may use it to drop repeats). */
  id: number;
  phone: string;
  /** findPassword or phone. */
  purpose: string;
  code: string;
  /** The text a phone shows. */
  message: string;
}

/**
 * Where verification codes go. Every message is first written to the sms_outbox table in the
 * transaction that makes the code; `outbox` senders stop there (operators and tests read it at
 * GET /v1/admin/outbox), the others are handed each message after that commit and retried
 * from the table until they take it (SmsOutbox).
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  deliver(message: SmsMessage): Promise<void>;
}

interface Log {
  info(obj: object, msg?: string): void;
}

/** The default: the outbox is the delivery; the log says a code was made, never the code. */
export class OutboxOnlySender implements SmsSender {
  readonly kind = 'outbox' as const;

  constructor(private readonly log: Log) {}

  async deliver(m: SmsMessage): Promise<void> {
    this.log.info(
      { smsId: m.id, phone: maskPhone(m.phone), purpose: m.purpose },
      'verification code kept in the SMS outbox (GET /v1/admin/outbox)',
    );
  }
}

/** SMS_WEBHOOK_URL: POSTs each message as JSON `{id, phone, purpose, code, message}`; any 2xx is delivery. */
export class WebhookSender implements SmsSender {
  readonly kind = 'gateway' as const;

  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly timeoutMs = 5000,
  ) {}

  async deliver(m: SmsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ id: m.id, phone: m.phone, purpose: m.purpose, code: m.code, message: m.message }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
