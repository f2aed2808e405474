// Six single-digit boxes for the one-time code (spec §5): typing advances, Backspace on an empty box moves
// back, pasting six digits fills every box.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../i18n/locale.ts';
import { AUTH_EN } from '../i18n/en/auth.ts';

export const OTP_LENGTH = 6;

export function OtpInput({ value, onChange, disabled }: { value: string[]; onChange: (next: string[]) => void; disabled?: boolean }) {
  const t = useT(AUTH_EN);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  function setDigit(index: number, raw: string) {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...value];
    next[index] = digit;
    onChange(next);
    if (digit && index < OTP_LENGTH - 1) focus(index + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    event.preventDefault();
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => digits[i] ?? '');
    onChange(next);
    focus(digits.length >= OTP_LENGTH ? OTP_LENGTH - 1 : digits.length);
  }

  return (
    <fieldset className="app-otp" disabled={disabled}>
      <legend className="ws-label">{t('verify.code')}</legend>
      <div className="app-otp__boxes">
        {Array.from({ length: OTP_LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="ws-input app-otp__box"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]"
            maxLength={1}
            disabled={disabled}
            aria-label={t('verify.digit', { n: i + 1, count: OTP_LENGTH })}
            value={value[i] ?? ''}
            onChange={(e) => setDigit(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function otpComplete(value: string[]): boolean {
  return value.length === OTP_LENGTH && value.every((d) => /^\d$/.test(d));
}
