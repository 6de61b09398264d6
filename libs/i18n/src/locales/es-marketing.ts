import type { LanguageResources } from '../index.js';

// The landing pages (spec 2 §2), Spanish (United States): "usted", plain words, immigration terms as
// USCIS's Spanish pages use them. Same keys and array lengths as en-marketing.ts.
export const marketing: LanguageResources['marketing'] = {
  common: {
    newTab: '(se abre en una pestaña nueva)',
    uscisForm: 'Formulario {{number}} en uscis.gov',
    showAll: 'Mostrar todos ({{total}})',
    showFewer: 'Mostrar solo los primeros {{shown}}',
  },

  // Form names: the titles USCIS's Spanish pages give them, or a faithful translation.
  forms: {
    title: 'Qué formularios llena Formpath',
    intro:
      'Por ahora, Formpath llena dos formularios oficiales de USCIS. Para los demás, use el formulario de USCIS: cada enlace abre su página oficial.',
    listLabel: 'Formularios de USCIS',
    supported: 'Disponible ahora',
    notYet: 'Todavía no: use el formulario de USCIS',
    getIt: 'Obtenga el Formulario {{number}} de USCIS',
    items: {
      i485: {
        number: 'I-485',
        name: 'Solicitud de Registro de Residencia Permanente o Ajuste de Estatus',
        detail: 'Edición 01/20/25',
      },
      i765: { number: 'I-765', name: 'Solicitud de Autorización de Empleo', detail: 'La solicitud del permiso de trabajo' },
      i130: { number: 'I-130', name: 'Petición de Familiar Extranjero' },
      i130a: { number: 'I-130A', name: 'Información Suplementaria para el Cónyuge Beneficiario' },
      i864: { number: 'I-864', name: 'Declaración Jurada de Patrocinio Económico Conforme a la Sección 213A de la INA' },
      i589: { number: 'I-589', name: 'Solicitud de Asilo y de Suspensión de Remoción' },
      n400: { number: 'N-400', name: 'Solicitud de Naturalización' },
      i131: {
        number: 'I-131',
        name: 'Solicitud de Documentos de Viaje, Documentos de Parole (Permiso de Permanencia Temporal) y Registros de Llegada/Salida',
      },
      i751: { number: 'I-751', name: 'Petición para Cancelar las Condiciones de Residencia' },
      i693: { number: 'I-693', name: 'Informe de Examen Médico y Registro de Vacunación de Inmigración' },
    },
  },

  privacy: {
    title: 'Sus documentos se mantienen privados',
    intro: 'Usted nos confía papeles personales. Esto es exactamente lo que pasa con ellos.',
    items: [
      {
        title: 'Los originales se borran enseguida',
        text: 'Los PDF que usted sube se borran en cuanto se terminan de leer.',
      },
      {
        title: 'Guardados con cifrado',
        text: 'El texto que se lee de sus documentos y sus respuestas se guardan cifrados con AES-256-GCM.',
      },
      {
        title: 'Se borran después de un tiempo limitado',
        text: 'Su solicitud, con el texto y las respuestas, se borra automáticamente un tiempo limitado después de la primera vez que usted sube un documento. Descargue su formulario ya lleno antes de ese momento.',
      },
      {
        title: 'Nunca se venden',
        text: 'Formpath nunca vende sus datos ni los usa para publicidad. Un enlace de revisión solo llega al abogado que usted elija, y tiene fecha de vencimiento.',
      },
    ],
  },

  attorney: {
    title: '¿Le gustaría hablar con un abogado de inmigración?',
    text: 'Formpath no es un despacho de abogados y no puede darle asesoría legal. Si quiere consejo sobre su caso, aquí puede comunicarse con un abogado de inmigración.',
    call: 'Llamar al {{phone}}',
    message: 'Enviar un mensaje',
  },

  home: {
    hero: {
      title: 'Llene su formulario de residencia permanente o de permiso de trabajo con sus propios documentos',
      lead: 'Suba los PDF de su pasaporte, su I-94 y sus actas o certificados. Formpath los lee, llena el formulario oficial I-485 o I-765 de USCIS y le muestra el documento de donde sale cada respuesta, para que usted revise todo antes de presentarlo.',
      cta: 'Comience su solicitud',
      note: 'Gratis y sin tarjeta de crédito. Para empezar, usted crea una cuenta gratuita.',
      quickLinksLabel: 'Empiece según su situación',
      quickLinks: {
        marriage: 'Residencia permanente por matrimonio',
        asylum: 'Prepararse para pedir asilo',
        asiloespanol: 'Guía de asilo en español',
      },
    },
    tips: {
      title: 'Reciba gratis una lista de documentos',
      text: 'Deje su correo electrónico para recibir consejos sobre cómo preparar sus formularios, y vea enseguida qué documentos debe reunir para el I-485 y el I-765.',
      submit: 'Ver la lista de documentos',
    },
    steps: {
      title: 'Cómo funciona',
      intro: 'Tres pasos, a su propio ritmo.',
      items: [
        {
          title: 'Suba sus documentos',
          text: 'Agregue los PDF de su pasaporte, su registro I-94, sus actas de nacimiento, de matrimonio o de divorcio, cartas de empleo, licencia de manejo, tarjeta de Seguro Social, avisos I-797, formularios I-20 o contrato de renta.',
        },
        {
          title: 'Revise cada respuesta',
          text: 'Formpath llena el formulario oficial. Junto a cada respuesta, usted ve el documento y la página de donde salió, y puede cambiar lo que quiera.',
        },
        {
          title: 'Descargue y presente',
          text: 'Descargue el PDF oficial ya lleno, con instrucciones para presentarlo. Si quiere, antes comparta un enlace privado de revisión con su propio abogado.',
        },
      ],
    },
    conversion: {
      title: '¿Prefiere empezar otro día?',
      text: 'Deje su nombre y su correo electrónico, y su lista de documentos aparecerá aquí mismo.',
      submit: 'Quiero mi lista',
    },
  },

  checklistGuide: {
    title: 'Su lista de documentos',
    intro:
      'Reúna estos documentos antes de empezar. Formpath lee los PDF de los documentos de las dos primeras listas; los demás los agrega usted mismo a lo que presenta.',
    sections: [
      {
        title: 'Para el I-485 (residencia permanente)',
        items: [
          'Su pasaporte: la página de la foto y cualquier visa de EE. UU.',
          'Su registro de entrada y salida I-94',
          'Su acta de nacimiento, con una traducción certificada al inglés si está en otro idioma',
          'Su acta de matrimonio, y las sentencias de divorcio o las actas de defunción que terminaron cualquier matrimonio anterior',
          'Todos los avisos de USCIS que haya recibido (Formulario I-797), y sus formularios I-20 si estudió en EE. UU.',
          'Cartas de empleo, su licencia de manejo y su tarjeta de Seguro Social, si los tiene',
          'Sus direcciones y sus trabajos de los últimos cinco años: el formulario los pide',
        ],
      },
      {
        title: 'Para el I-765 (permiso de trabajo)',
        items: [
          'Su pasaporte, u otra identificación con foto, como una licencia de manejo',
          'Su registro I-94',
          'El aviso I-797 del caso en el que se basa su permiso de trabajo, si tiene uno',
          'Cualquier tarjeta de permiso de trabajo anterior',
        ],
      },
      {
        title: 'Necesarios para presentar, pero Formpath no los lee',
        items: [
          'Dos fotos tipo pasaporte para cada formulario',
          'Para el I-485: el examen médico I-693 en sobre sellado, hecho por un médico civil designado por USCIS (civil surgeon)',
          'Para un I-485 basado en un familiar: la declaración jurada de patrocinio económico I-864 de su patrocinador',
        ],
      },
    ],
    outro: 'Cuando los tenga, comience su solicitud: Formpath llena el formulario y usted revisa cada respuesta.',
  },

  marriage: {
    hero: {
      title: 'Su residencia permanente por matrimonio, preparada paso a paso',
      lead: '¿Está casado o casada con un ciudadano o residente permanente de EE. UU.? La residencia por matrimonio normalmente requiere cuatro formularios: I-130, I-130A, I-485 e I-864. Hoy Formpath llena el I-485 con sus documentos, y le muestra dónde obtener de USCIS los otros tres.',
      cta: 'Comience su I-485',
      note: 'Gratis y sin tarjeta de crédito. Para empezar, usted crea una cuenta gratuita.',
    },
    capture: {
      title: 'Guía gratis de 7 pasos para la residencia por matrimonio',
      text: 'Escriba su correo electrónico y lea la guía aquí mismo, desde cómo saber si califica hasta la entrevista.',
      submit: 'Ver la guía',
    },
    forms: {
      title: 'Los formularios y quién los llena',
      intro:
        'Hoy Formpath llena el I-485 y el I-765. El I-130, el I-130A y el I-864 se preparan directamente en los formularios de USCIS: cada enlace abre la página oficial.',
      roles: {
        i130: 'Lo presenta el cónyuge ciudadano o residente permanente de EE. UU., para demostrar su matrimonio.',
        i130a: 'Datos del cónyuge que va a inmigrar; se presenta junto con el I-130.',
        i485: 'Lo presenta el cónyuge que va a inmigrar, para hacerse residente permanente desde dentro de EE. UU.',
        i864: 'Lo presenta el cónyuge peticionario, para demostrar que puede mantenerle económicamente.',
        i765: 'Opcional: pide un permiso de trabajo mientras su caso de residencia permanente está pendiente.',
      },
    },
    reasons: {
      title: 'Razones para prepararse con Formpath',
      items: [
        {
          title: 'Menos que escribir',
          text: 'Formpath lee su pasaporte, su I-94 y sus actas de nacimiento, de matrimonio y de divorcio en inglés o en español, y llena las respuestas por usted.',
        },
        { title: 'Nada oculto', text: 'Cada respuesta muestra el documento y la página de donde salió, y usted puede cambiar cualquiera de ellas.' },
        {
          title: 'Su abogado puede revisarlo',
          text: 'Comparta un enlace privado de revisión con su propio abogado. Su abogado no necesita una cuenta, y el enlace tiene fecha de vencimiento.',
        },
        { title: 'Gratis y privado', text: 'Sin tarjeta de crédito y sin cobros. Los documentos que usted sube se borran en cuanto se leen.' },
      ],
    },
    steps: {
      title: 'Cuatro pasos, de sus documentos a un formulario lleno',
      items: [
        {
          title: 'Subir',
          text: 'Agregue los PDF de los pasaportes, los registros I-94, el acta de matrimonio y cualquier sentencia de divorcio de un matrimonio anterior.',
        },
        { title: 'Extraer', text: 'Formpath lee el texto y saca los nombres, las fechas, las direcciones y los números de documento.' },
        { title: 'Revisar', text: 'Revise cada respuesta junto a la página de donde salió, y corrija o agregue lo que haga falta.' },
        {
          title: 'Presentar',
          text: 'Descargue el I-485 oficial ya lleno, con instrucciones para presentarlo, y preséntelo junto con sus demás formularios y pruebas.',
        },
      ],
    },
    checklist: {
      title: 'Lista de pruebas',
      intro: 'USCIS pide pruebas junto con sus formularios. Empiece a reunirlas con tiempo.',
      items: [
        { title: 'Acta de matrimonio', text: 'El acta oficial, con una traducción certificada al inglés si está en otro idioma.' },
        {
          title: 'Pruebas de que su matrimonio es real',
          text: 'Por ejemplo, un contrato de renta o una hipoteca a nombre de los dos, cuentas de banco o recibos compartidos, un seguro que los nombre a ambos, fotos juntos a lo largo del tiempo y las actas de nacimiento de sus hijos.',
        },
        {
          title: 'Pasaportes, I-94 e historial de viajes',
          text: 'Las páginas del pasaporte con visas y sellos de entrada, su registro I-94 y las fechas de sus viajes de entrada y salida de EE. UU.',
        },
        {
          title: 'Pruebas de que terminaron los matrimonios anteriores',
          text: 'Sentencias de divorcio, anulaciones o actas de defunción de cualquier matrimonio anterior de cualquiera de los dos.',
        },
        {
          title: 'Estatus y declaraciones de impuestos de su cónyuge',
          text: 'El pasaporte de EE. UU., el certificado de naturalización o de ciudadanía, o la tarjeta de residente permanente (green card) del cónyuge peticionario, y sus declaraciones de impuestos federales recientes.',
        },
        {
          title: 'Pruebas para la declaración jurada de patrocinio económico',
          text: 'Para el I-864: declaraciones de impuestos recientes o transcripciones del IRS, formularios W-2, talones de pago y una carta del empleador. Un copatrocinador (joint sponsor) puede ayudar si los ingresos no alcanzan.',
        },
      ],
    },
    closing: {
      title: 'Empiece con los documentos que tiene',
      text: 'Puede revisar y cambiar cada respuesta antes de descargar nada.',
      cta: 'Comience su I-485',
    },
  },

  marriageGuide: {
    title: 'Los 7 pasos de la residencia por matrimonio',
    intro:
      'Este es el camino habitual si usted está casado o casada con un ciudadano o residente permanente de EE. UU. y vive en EE. UU. Cada caso es diferente: las páginas de los formularios en el sitio de USCIS tienen las instrucciones vigentes, y un abogado puede aconsejarle sobre su caso.',
    steps: [
      {
        title: 'Confirme que califica',
        text: 'Su matrimonio debe ser legalmente válido y real, no solo para fines de inmigración. Si su cónyuge es ciudadano de EE. UU. y, cuando usted entró al país, fue inspeccionado(a) y admitido(a) o recibió parole (permiso de permanencia temporal), por lo general puede presentar el I-130 y el I-485 al mismo tiempo. Si su cónyuge es residente permanente, por lo general usted espera a que el Boletín de Visas (Visa Bulletin) muestre una visa disponible para usted antes de presentar el I-485.',
      },
      {
        title: 'El I-130 y el I-130A',
        text: 'Su cónyuge, el peticionario, presenta el Formulario I-130, Petición de Familiar Extranjero, para demostrar su matrimonio. Usted llena el Formulario I-130A con sus propios datos, y se presenta junto con el I-130.',
      },
      {
        title: 'Pruebas de un matrimonio real',
        text: 'Incluya su acta de matrimonio, pruebas de que terminó cualquier matrimonio anterior y pruebas de una vida en común: un contrato de renta a nombre de los dos, cuentas de banco, recibos, seguros, fotos juntos y cartas de personas que los conocen como pareja.',
      },
      {
        title: 'El I-485, con el I-864 y el I-693',
        text: 'Con el Formulario I-485, usted le pide a USCIS la residencia permanente. Su cónyuge presenta el Formulario I-864, Declaración Jurada de Patrocinio Económico, con documentos de impuestos que muestren ingresos suficientes; un copatrocinador (joint sponsor) puede ayudar si no alcanzan. El Formulario I-693 es su examen médico, hecho por un médico civil designado por USCIS (civil surgeon): envíelo en su sobre sellado, junto con su I-485.',
      },
      {
        title: 'Opcional: trabajo y viajes',
        text: 'Junto con su I-485, puede presentar el Formulario I-765 para pedir un permiso de trabajo, y el Formulario I-131 para pedir un permiso de viaje adelantado (advance parole). Si sale de EE. UU. sin advance parole mientras su I-485 está pendiente, por lo general USCIS considera que usted abandonó su solicitud.',
      },
      {
        title: 'Datos biométricos',
        text: 'USCIS le envía por correo un aviso de cita. En el Centro de Asistencia para Solicitantes (Application Support Center) le toman las huellas digitales, una foto y su firma. Lleve el aviso y una identificación con foto.',
      },
      {
        title: 'La entrevista',
        text: 'Por lo general, a usted y a su cónyuge los entrevistan juntos en una oficina de USCIS. Lleve los originales de sus documentos y pruebas recientes de su vida juntos. Si, cuando le aprueben, llevan menos de dos años de casados, su tarjeta de residente (green card) es condicional: los dos juntos presentan el Formulario I-751 en los 90 días antes de que venza.',
      },
    ],
    outro:
      'Formpath llena su I-485 y su I-765 con sus documentos. El I-130, el I-130A, el I-864, el I-693 y el I-131 se preparan en los formularios de USCIS, que tienen enlaces más abajo.',
    linksLabel: 'Los formularios oficiales',
  },

  asylum: {
    hero: {
      title: 'Prepare su solicitud de asilo, paso a paso',
      lead: 'Aprenda cómo funciona el asilo, responda preguntas sobre su historia y reúna sus pruebas. Esta página y su guía gratuita de preparación le ayudan a prepararse para llenar el Formulario I-589, que usted presenta directamente en el formulario de USCIS.',
      cta: 'Abrir la guía de asilo',
      note: 'Gratis y sin tarjeta de crédito. Formpath no llena el I-589 por usted. La guía interactiva (cuestionario, control de pruebas, resumen) todavía se está creando; esta página y la guía gratuita de preparación que está más abajo ya están listas.',
    },
    deadline: {
      title: 'El plazo de un año',
      text: 'En la mayoría de los casos, usted debe presentar su solicitud de asilo dentro de un año a partir de su última llegada a Estados Unidos. Hay excepciones:',
      exceptions: [
        'Cambios en las circunstancias que afectan si usted califica, como hechos nuevos en su país o en su propia vida.',
        'Circunstancias extraordinarias que le impidieron presentarla a tiempo, como una enfermedad grave.',
        'El plazo no se aplica a los menores no acompañados.',
      ],
      after:
        'Aun con una excepción, debe presentarla dentro de un plazo razonable. Si su plazo está cerca o ya pasó, hable ahora mismo con un abogado o con un representante acreditado.',
      link: 'Lea sobre el asilo en uscis.gov',
    },
    capture: {
      title: 'Guía gratuita para preparar su solicitud de asilo',
      text: 'Escriba su correo electrónico para leer la guía enseguida: el plazo, quién califica, qué escribir, qué pruebas reunir y dónde encontrar ayuda legal gratuita.',
      submit: 'Ver la guía',
    },
    cards: {
      title: 'Lo que debe saber antes de empezar',
      items: [
        {
          title: 'Conozca su plazo',
          text: 'Anote la fecha de su última llegada a EE. UU.: su año se cuenta a partir de ese día. Guarde una prueba de esa fecha, como su registro I-94 o un sello de entrada.',
        },
        {
          title: 'Pruebas sobre su país',
          text: 'Los oficiales de asilo y los jueces toman en cuenta lo que está pasando en su país. Los informes del Departamento de Estado de EE. UU. y de organizaciones de derechos humanos, y las noticias, pueden respaldar su historia.',
        },
        {
          title: 'Una revisión honesta',
          text: 'Estas preguntas muestran qué temas debe hablar con un abogado. No predicen una decisión, y nadie puede prometerle una.',
          points: [
            '¿Le hicieron daño, o teme que le hagan daño, por su raza, religión, nacionalidad, opinión política o pertenencia a un grupo social determinado?',
            '¿Quién le hizo daño o le amenazó? ¿Podía protegerle el gobierno de su país?',
            '¿Cuándo fue su última llegada a EE. UU.? ¿Fue hace menos de un año?',
            '¿Vivió en otro país en el camino, o ha tenido algún arresto en cualquier lugar? Dígaselo a su abogado: puede ser importante.',
          ],
        },
      ],
    },
    why: {
      title: 'Para qué se está creando la guía interactiva',
      items: [
        { title: 'Palabras sencillas', text: 'La guía explica los cinco motivos protegidos y las reglas del asilo sin lenguaje legal complicado.' },
        {
          title: 'Pocas preguntas a la vez',
          text: 'El cuestionario le pregunta sobre su historia una página a la vez, y usted puede regresar para cambiar una respuesta.',
        },
        { title: 'Pruebas bajo control', text: 'La lista de documentos muestra lo que ya reunió y lo que todavía falta.' },
        { title: 'Gratis y privado', text: 'Sin tarjeta de crédito y sin cobros. Formpath nunca vende sus datos ni los usa para publicidad.' },
      ],
    },
    journey: {
      title: 'Su camino por la guía',
      items: [
        { title: 'Aprender', text: 'Lea cómo funciona el asilo: quién califica, el plazo de un año y cómo se arma un caso.' },
        { title: 'Responder', text: 'Responda preguntas sobre lo que le pasó, de cinco en cinco.' },
        { title: 'Documentar', text: 'Marque las pruebas que ya reunió, categoría por categoría.' },
        { title: 'Prepararse', text: 'Lea un resumen de sus respuestas, para usarlo cuando llene el I-589 y cuando hable con un abogado.' },
      ],
    },
    checklist: {
      title: 'Lista de pruebas',
      intro: 'Reúna lo que pueda. Todo documento que no esté en inglés necesita una traducción completa al inglés, certificada por el traductor.',
      items: [
        { title: 'Prueba de identidad y nacionalidad', text: 'Su pasaporte, su documento nacional de identidad o su acta de nacimiento.' },
        { title: 'Prueba de su última llegada', text: 'Su registro I-94, un sello de entrada en su pasaporte o sus boletos de viaje.' },
        {
          title: 'Su declaración escrita',
          text: 'Su historia con sus propias palabras: qué pasó, cuándo y dónde, quién lo hizo y por qué cree que pasó.',
        },
        { title: 'Pruebas del daño o de las amenazas', text: 'Informes médicos o de la policía, fotos, y mensajes o cartas con amenazas.' },
        {
          title: 'Cartas de testigos',
          text: 'Declaraciones firmadas de personas que saben lo que le pasó, con una copia de su identificación.',
        },
        { title: 'Informes sobre su país', text: 'Informes de derechos humanos y artículos de noticias sobre personas como usted en su país.' },
        {
          title: 'Pruebas de sus creencias o de su pertenencia a un grupo',
          text: 'Credenciales de miembro, cartas de una iglesia, un partido o una organización, o registros de sus actividades.',
        },
        {
          title: 'Fotos y documentos de familia',
          text: 'Fotos tipo pasaporte, y actas de matrimonio o de nacimiento de su cónyuge o de sus hijos incluidos en su solicitud.',
        },
      ],
    },
    legalHelp: {
      title: 'Ayuda legal gratuita o de bajo costo',
      intro:
        'Un abogado o un representante acreditado puede revisar su caso completo. Estas listas oficiales le ayudan a encontrar uno cerca de usted.',
      proBono: {
        title: 'Proveedores de servicios legales gratuitos (pro bono)',
        text: 'Las cortes de inmigración (EOIR) publican una lista de organizaciones y abogados que dan ayuda legal gratuita, según la ubicación de la corte.',
        link: 'Abrir la lista pro bono de EOIR',
      },
      accredited: {
        title: 'Representantes acreditados por el Departamento de Justicia (DOJ)',
        text: 'Los representantes acreditados trabajan en organizaciones sin fines de lucro reconocidas y pueden ayudar con casos de inmigración, gratis o por una tarifa baja.',
        link: 'Buscar organizaciones reconocidas',
      },
      warning:
        'Cuidado con los “notarios” y con cualquier otra persona que no sea abogado o representante acreditado: la ley no les permite darle asesoría legal.',
    },
    closing: {
      title: 'Empiece a prepararse hoy',
      text: 'Mientras antes empiece, más tiempo tendrá para reunir pruebas antes de que se cumpla su plazo.',
      cta: 'Abrir la guía de asilo',
    },
  },

  asylumGuide: {
    title: 'Guía para preparar su solicitud de asilo',
    intro:
      'Una guía corta para prepararse. Es información general, no asesoría legal: un abogado o un representante acreditado puede aconsejarle sobre su propio caso.',
    steps: [
      {
        title: 'Tenga presente el plazo de un año',
        text: 'Presente su solicitud dentro de un año a partir de su última llegada a EE. UU. Los cambios en las circunstancias o las circunstancias extraordinarias pueden justificar una solicitud tardía, pero en ese caso debe presentarla dentro de un plazo razonable. El plazo no se aplica a los menores no acompañados.',
      },
      {
        title: 'Vea si el asilo corresponde a su historia',
        text: 'El asilo protege a las personas que sufrieron persecución, o que temen sufrirla, por su raza, religión, nacionalidad, opinión política o pertenencia a un grupo social determinado.',
      },
      {
        title: 'Sepa dónde va a presentar su solicitud',
        text: 'Si usted no está en un proceso ante la corte de inmigración, presenta el Formulario I-589 ante USCIS y un oficial de asilo le hace una entrevista. Si está en un proceso ante la corte, presenta su solicitud ante la corte de inmigración y expone su caso ante un juez.',
      },
      {
        title: 'Escriba su declaración',
        text: 'Cuente lo que pasó con sus propias palabras, en orden, con las fechas y los lugares lo mejor que los recuerde. Diga la verdad, sea coherente con su formulario, y dígalo cuando no recuerde algo.',
      },
      {
        title: 'Reúna sus pruebas',
        text: 'Documentos de identidad, prueba de su fecha de llegada, pruebas del daño o de las amenazas, cartas de testigos e informes sobre su país. Mande traducir todo documento que no esté en inglés, con la certificación del traductor.',
      },
      {
        title: 'Llene y presente el Formulario I-589',
        text: 'Responda todas las preguntas: escriba “none” (ninguno) o “not applicable” (no corresponde) en vez de dejar un espacio en blanco. Revise la edición vigente, la tarifa y la dirección de envío en la página del I-589 en uscis.gov, y guarde una copia completa de todo lo que envíe.',
      },
      {
        title: 'Después de presentarla',
        text: 'Recibirá una cita para que le tomen las huellas digitales y fotos, y después otra para una entrevista o una audiencia. Solo puede pedir un permiso de trabajo cuando su caso ya lleve cierto tiempo pendiente (al menos 150 días según las reglas actuales). Cada vez que se mude, informe su nueva dirección a USCIS o a la corte.',
      },
    ],
    outro:
      'Para recibir ayuda legal gratuita, consulte la lista de EOIR de proveedores de servicios legales gratuitos (pro bono), o las organizaciones reconocidas donde trabajan los representantes acreditados por el DOJ.',
    linksLabel: 'Páginas oficiales',
  },
};
