import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { directSignup } from '../../src/shared/api/billing';
import { RoleID } from '../../src/shared/domain/roles';
import { directSignupBody } from '../../src/client/features/billing/directCheckout';

/** PAY-50: /direct-payment sends POST /user/direct with the fields ACB §7 lists, every one of them. */
const SPEC_FIELDS = [
  'paymentPlan',
  'quantity',
  'paymentToken',
  'stripeCoupon',
  'email',
  'first',
  'last',
  'password',
  'roleID',
  'username',
  'gender',
  'howDidYouHearAboutUs',
  'hearOther',
  'UTMSource',
  'UTMMedium',
  'UTMCampaign',
  'UTMContent',
  'UTMTerm',
  'GCLID',
];

describe('directSignupBody (PAY-50)', () => {
  const form = {
    email: 'dana@school.example',
    first: 'Dana',
    last: 'Direct',
    password: 'chalk42',
    howDidYouHearAboutUs: 'Conference' as const,
    hearOther: null,
    teacherType: 'Teacher',
    UTMSource: 'newsletter',
    UTMMedium: null,
    UTMCampaign: null,
    UTMContent: null,
    UTMTerm: null,
    GCLID: 'g-1',
  };
  const purchase = { paymentPlan: 'masterAnnual_3', quantity: 5, paymentToken: 'pm_1', stripeCoupon: 'SCHOOL20' };

  it('holds every field the spec lists, with the registration form’s values, a teacher’s role and the email as username', () => {
    const body = directSignupBody(form, purchase);
    for (const field of SPEC_FIELDS) expect(body, field).toHaveProperty(field);
    expect(body).toMatchObject({
      ...purchase,
      email: form.email,
      first: 'Dana',
      last: 'Direct',
      password: 'chalk42',
      roleID: RoleID.Teacher,
      username: form.email,
      gender: null,
      howDidYouHearAboutUs: 'Conference',
      hearOther: null,
      UTMSource: 'newsletter',
      UTMMedium: null,
      GCLID: 'g-1',
    });
  });

  it('is what the contract accepts', () => {
    const parsed = v.safeParse(directSignup.body, directSignupBody(form, purchase));
    expect(parsed.issues).toBeUndefined();
  });
});
