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
  subscribed: 'Gracias. Ya está en nuestra lista.',
  alreadySubscribed: 'Usted ya está en nuestra lista, así que no tiene que hacer nada más. Gracias.',
  privacy:
    'Usamos su correo electrónico solo para enviarle consejos de Formpath. Nunca lo compartimos ni lo vendemos, y puede cancelar su suscripción en cualquier momento.',
  unsubscribeHint: '¿Cambió de opinión?',
  unsubscribeLink: 'Cancelar la suscripción',
  exitPopup: {
    title: 'Antes de irse: una lista gratis de documentos',
    description:
      'Deje su correo electrónico y vea enseguida la lista de documentos que debe reunir para su formulario I-485 o I-765.',
    submit: 'Ver la lista de documentos',
  },
  checklist: {
    title: 'Documentos que debe reunir antes de empezar',
    groups: [
      {
        title: 'Su identidad',
        items: [
          'Pasaporte (la página con su foto y sus datos) y cualquier pasaporte anterior con visas o sellos de EE. UU.',
          'Acta de nacimiento, con una traducción certificada al inglés si no está en inglés',
          'Identificación oficial con foto, como una licencia de manejo o una identificación del estado (state ID)',
          'Tarjeta de Seguro Social, si tiene una',
        ],
      },
      {
        title: 'Cómo y cuándo llegó a EE. UU.',
        items: [
          'Su registro de entrada I-94 más reciente (imprímalo desde el sitio web de I-94 de CBP)',
          'La visa o el documento de parole (permiso de permanencia temporal) con el que entró',
          'Cualquier aviso de aprobación o de recibo (Formulario I-797) y su número de extranjero (A-Number), si tiene uno',
        ],
      },
      {
        title: 'Familia',
        items: [
          'Acta de matrimonio y, si tuvo matrimonios anteriores, las sentencias de divorcio o las actas de defunción que los terminaron',
          'Actas de nacimiento de sus hijos',
          'Nombre completo, fecha y lugar de nacimiento de su padre y de su madre (búsquelos en su acta de nacimiento)',
        ],
      },
      {
        title: 'Direcciones y trabajo',
        items: [
          'Todas las direcciones donde vivió en los últimos cinco años (le sirve un contrato de renta o un recibo de servicios)',
          'Cartas de empleo o talones de pago de los últimos cinco años',
          'Documentos escolares, como el Formulario I-20, si estudió en EE. UU.',
        ],
      },
    ],
    note: 'Formpath puede leer la mayoría de estos documentos en PDF y llenar su formulario con ellos. Usted revisa cada respuesta antes de descargarlo.',
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
