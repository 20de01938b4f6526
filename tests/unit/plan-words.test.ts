import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLabel, payLabel, planName } from '../../src/client/features/billing/planWords';
import { couponDescription } from '../../src/client/features/billing/planChoice';
import { translateSpanish } from '../../src/locales/spanish';
import { setLanguageSource, setTranslator } from '../../src/shared/i18n/runtime';
import { PLANS, payButtonLabel, planChangeLabel, type PlanChangeLabel } from '../../src/shared/domain/plans';

/**
 * The plan table's words on /payment (issue 14): in English exactly the spec's and the plan table's
 * ('Pay $50.00/Annual', 'Sign Me Up', each plan's name), in Spanish translated.
 */
let language: 'en' | 'es' = 'en';
beforeAll(() => {
  setLanguageSource(() => language);
  setTranslator('es', translateSpanish);
});
afterEach(() => void (language = 'en'));

describe('plan words', () => {
  it('are the plan table and the spec word for word in English', () => {
    for (const plan of PLANS) {
      expect(planName(plan), plan.id).toBe(plan.name);
      for (const quantity of [1, 5, 7]) expect(payLabel(plan, quantity)).toBe(payButtonLabel(plan, quantity));
    }
    for (const label of ['Sign Me Up', 'Current Plan', 'Upgrade', 'Downgrade'] as PlanChangeLabel[]) expect(changeLabel(label)).toBe(label);
    expect(changeLabel(planChangeLabel(null, { plan: 'masterAnnual_3', quantity: 5 }))).toBe('Sign Me Up');
    const coupon = { id: 'X', name: null, amountOff: null, durationInMonths: 3 } as const;
    expect(couponDescription({ ...coupon, percentOff: 20, duration: 'forever' })).toBe('20% off every payment');
    expect(couponDescription({ ...coupon, percentOff: null, amountOff: 500, duration: 'once' })).toBe('$5.00 off the first payment');
    expect(couponDescription({ ...coupon, percentOff: 10, duration: 'repeating' })).toBe('10% off for 3 months');
  });

  it('are Spanish when Spanish is chosen', () => {
    language = 'es';
    const annual = PLANS.find((p) => p.id === 'masterAnnual_3')!;
    expect(payLabel(annual, 5)).toBe('Pagar $50.00/Anual');
    expect(planName(annual)).toBe('Por cada 5 estudiantes, anual');
    expect(planName(PLANS.find((p) => p.id === 'masterMonthly_2020_50')!)).toBe('50 estudiantes, mensual (precios 2020)');
    expect(changeLabel('Sign Me Up')).toBe('Suscribirme');
    const coupon = { id: 'X', name: null, amountOff: null, percentOff: 10, duration: 'repeating', durationInMonths: 1 } as const;
    expect(couponDescription(coupon)).toBe('10 % de descuento durante 1 mes');
  });
});
