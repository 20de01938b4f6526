import { useEffect, useId, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { billingText } from './text';

export interface CardState {
  element: StripeCardElement | null;
  empty: boolean;
}

/**
 * Stripe's own card field (Elements): the number, expiry and CVC are typed into Stripe's frame,
 * never into this page. Reports whether anything was typed, and Stripe's own hint while typing.
 */
export function CardField({ stripe, label, onChange }: { stripe: Stripe | null; label: string; onChange: (state: CardState) => void }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const labelID = useId();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!stripe || !mountRef.current) return;
    const card = stripe.elements().create('card', {
      hidePostalCode: false,
      style: {
        base: {
          fontSize: '18px',
          color: '#1d1d2c',
          fontFamily: 'system-ui, sans-serif',
          '::placeholder': { color: '#6b6b80' },
        },
        invalid: { color: '#b3261e' },
      },
    });
    card.mount(mountRef.current);
    card.on('change', (event) => {
      setHint(event.error?.message ?? null);
      changed.current({ element: card, empty: event.empty });
    });
    card.on('focus', () => setFocused(true));
    card.on('blur', () => setFocused(false));
    changed.current({ element: card, empty: true });
    return () => {
      card.destroy();
      changed.current({ element: null, empty: true });
    };
  }, [stripe]);

  return (
    <div className="field card-field">
      <span className="field-label" id={labelID}>
        {label}
      </span>
      <div ref={mountRef} className={`card-field-box${focused ? ' card-field-focused' : ''}`} role="group" aria-labelledby={labelID} />
      {hint ? (
        <p className="field-error" role="alert">
          {hint}
        </p>
      ) : (
        <p className="field-hint">{billingText.cardHint}</p>
      )}
    </div>
  );
}
