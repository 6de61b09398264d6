import type { LanguageResources } from '../index.js';
// Email captures, the exit-intent popup and the unsubscribe page (spec 1 §2, §4, §7), Spanish (United States).
export const leadCapture: LanguageResources['leadCapture'] = {
  email: 'Correo electrónico',
  firstName: 'Nombre(s) (opcional)',
  lastName: 'Apellido(s) (opcional)',
  sending: 'Enviando...',
  emailRequired: 'Escriba su correo electrónico.',
  emailInvalid: 'Escriba un correo electrónico válido.',
  failed: 'No se pudo completar la suscripción',
  subscribed: 'Gracias. Su correo electrónico está en nuestra lista.',
  privacy:
    'Es posible que le enviemos de vez en cuando consejos para preparar sus formularios, y cada correo trae un enlace para cancelar la suscripción. Nunca compartimos ni vendemos su correo electrónico.',
  exitPopup: {
    title: 'Antes de irse: una lista gratis de documentos',
    description:
      'Deje su correo electrónico y vea enseguida la lista de documentos que debe reunir para su formulario I-485 o I-765.',
    submit: 'Ver la lista de documentos',
  },
  unsubscribe: {
    title: 'Cancelar la suscripción',
    question: '¿Quiere dejar de recibir correos de Formpath?',
    confirm: 'Sí, cancelar mi suscripción',
    working: 'Quitando su correo de nuestra lista...',
    done: 'Su suscripción está cancelada. No le enviaremos más correos.',
    unknown:
      'Este enlace para cancelar la suscripción no es válido o ya se reemplazó por uno más nuevo. Si todavía recibe nuestros correos, use el enlace del correo más reciente.',
    missing:
      'Para usar esta página necesita el enlace para cancelar la suscripción que viene en nuestro correo o en la página donde se suscribió.',
    failed: 'No pudimos cancelar su suscripción en este momento: {{message}}',
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
  },
};
