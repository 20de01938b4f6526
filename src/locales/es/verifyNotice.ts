import type { Translations } from '../../shared/i18n/runtime';
import type { verifyNoticeText } from '../../client/features/profile/verifyText';

/** Spanish (Latin America) of the unverified teacher's reminder on the Profile. */
export default {
  verifyNotice: {
    title: 'Verifica tu correo electrónico',
    sentTo:
      'Enviamos un enlace a {email}. Ábrelo para verificar tu correo electrónico. ¿No te llegó nada? Revisa tu carpeta de correo no deseado o envía un enlace nuevo.',
    resend: 'Reenviar el correo de verificación',
  },
} satisfies Translations<{ verifyNotice: typeof verifyNoticeText }>;
