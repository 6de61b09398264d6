import type { guideEn } from './en-guide.js';

// Same keys as en-guide.ts, checked by the type below. URLs stay on the English official pages
// (marked “en inglés”) unless an official Spanish page is certain.
type Strings<T> = T extends string ? string : T extends readonly (infer U)[] ? readonly Strings<U>[] : { [K in keyof T]: Strings<T[K]> };
export type AsylumGuideStrings = Strings<typeof guideEn>;

export const guideEs: AsylumGuideStrings = {
  evidenceCategories: {
    identity: 'Documentos de identidad',
    persecution: 'Pruebas de la persecución',
    country: 'Pruebas sobre su país',
    background: 'Antecedentes personales',
    witness: 'Pruebas de testigos',
    supporting: 'Documentos de apoyo',
    legal: 'Documentos legales',
  },
  priorities: {
    critical: 'Esencial',
    important: 'Importante',
    helpful: 'Útil',
  },
  evidence: {
    passport: {
      title: 'Pasaporte',
      description:
        'Su pasaporte ayuda a probar quién es usted y de qué país es, aunque esté vencido. Saque copia de cada página que tenga un sello, una visa o una anotación. Si lo perdió o se lo quitaron, explique lo que pasó en su declaración.',
      examples: ['Su pasaporte actual', 'Pasaportes antiguos o vencidos', 'Cualquier otro documento de viaje que le hayan expedido'],
    },
    nationalId: {
      title: 'Documento nacional de identidad',
      description:
        'Un documento de identidad de su país respalda su identidad y su nacionalidad, y es aún más importante si no tiene pasaporte. Saque copia de ambos lados.',
      examples: ['Cédula o documento nacional de identidad', 'Credencial o tarjeta de elector', 'Licencia de conducir de su país', 'Cartilla o libreta de servicio militar'],
    },
    birthCertificate: {
      title: 'Acta de nacimiento',
      description: 'Su acta de nacimiento muestra su nombre completo, la fecha y el lugar de su nacimiento y, muchas veces, los nombres de sus padres.',
      examples: ['Acta o partida de nacimiento del registro civil', 'Constancia de inscripción del nacimiento', 'Fe de bautismo u otro registro religioso, si no existe registro civil'],
    },
    policeReports: {
      title: 'Informes de la policía',
      description:
        'Si denunció un ataque o una amenaza ante la policía u otra autoridad, el informe muestra lo que pasó y cómo respondieron. Si se negaron a ayudarle, o si no era seguro acudir a ellos, dígalo en su declaración.',
      examples: ['Una copia de la denuncia que presentó', 'Registros de la policía o de la fiscalía sobre su caso', 'Documentos que muestran que el caso se cerró o nunca se investigó'],
    },
    medicalRecords: {
      title: 'Expedientes médicos',
      description:
        'Los registros de médicos, hospitales o clínicas pueden mostrar las lesiones que sufrió y la atención que recibió, en su país o en Estados Unidos.',
      examples: ['Expedientes de hospitales o clínicas de su país', 'Recetas o registros de tratamiento', 'Registros de consejería o de atención de salud mental'],
    },
    threats: {
      title: 'Amenazas que recibió',
      description:
        'Guarde todas las amenazas, sin importar cómo le llegaron. Cuando imprima un mensaje, asegúrese de que se vean la fecha y el número o la cuenta de quien lo envió.',
      examples: ['Cartas o notas con amenazas', 'Mensajes de texto, de chat o de redes sociales', 'Mensajes de voz o registros de llamadas'],
    },
    photographs: {
      title: 'Fotos y videos',
      description:
        'Las imágenes tomadas en su momento pueden mostrar lesiones, daños o los hechos que usted describe. En una hoja aparte, escriba qué muestra cada una, cuándo y dónde se tomó, y quién la tomó.',
      examples: ['Fotos de sus lesiones o cicatrices', 'Fotos de los daños a su casa, su negocio o su carro', 'Videos de un ataque, un operativo o una protesta'],
    },
    countryReports: {
      title: 'Informes sobre las condiciones de su país',
      description:
        'Los informes sobre los derechos humanos en su país muestran que su temor corresponde a lo que está pasando allí, en especial a personas como usted. Marque las páginas que hablan de su grupo o de su situación.',
      examples: [
        'Los Informes sobre las Prácticas de Derechos Humanos por Países del Departamento de Estado de EE. UU., también los de años anteriores',
        'Informes de agencias de las Naciones Unidas',
        'Informes de organizaciones de derechos humanos',
      ],
    },
    newsArticles: {
      title: 'Artículos de noticias',
      description: 'Las noticias pueden confirmar hechos concretos, como ataques contra su comunidad, su partido o su familia.',
      examples: [
        'Artículos que le nombran a usted, a su familia o a su grupo',
        'Noticias sobre la violencia en su pueblo o su región',
        'Reportajes sobre cómo tratan las autoridades a personas como usted',
      ],
    },
    declaration: {
      title: 'Su declaración escrita',
      description:
        'Su declaración cuenta su historia con sus propias palabras: qué pasó, quién lo hizo, cuándo y dónde, por qué cree que le persiguieron a usted y qué teme si regresa. Es el centro de su solicitud.',
      examples: [
        'Una declaración firmada y fechada',
        'Una cronología de los hechos principales',
        'Una traducción al inglés con el certificado del traductor, si la escribió en otro idioma',
      ],
    },
    membershipEvidence: {
      title: 'Pruebas de sus creencias, su pertenencia a un grupo o sus actividades',
      description:
        'Los documentos sobre quién es usted y lo que hacía ayudan a mostrar por qué le persiguieron, y relacionan el daño con un motivo protegido.',
      examples: [
        'Credenciales de miembro de un partido, un sindicato o una organización',
        'Cartas de su iglesia, mezquita, templo o grupo comunitario',
        'Fotos suyas en reuniones, servicios religiosos o protestas',
        'Publicaciones, volantes o artículos que usted escribió',
      ],
    },
    witnessStatements: {
      title: 'Declaraciones de testigos',
      description:
        'Las cartas firmadas de personas que vieron lo que le pasó, o que lo saben, respaldan su relato. Cada carta debe decir cómo conoce la persona los hechos y cómo comunicarse con ella, y llevar una copia de su identificación.',
      examples: ['Declaraciones de familiares o vecinos', 'Cartas de miembros de su grupo o su comunidad', 'Declaraciones de personas que sufrieron daños junto con usted'],
    },
    expertStatement: {
      title: 'Declaraciones de expertos',
      description:
        'Un experto puede explicar hechos que apoyan su caso: por ejemplo, un académico que estudia su país, o un médico o psicólogo que le examinó.',
      examples: [
        'El informe de un experto en su país sobre los riesgos que usted corre',
        'Una evaluación médica de sus cicatrices o lesiones',
        'Una evaluación psicológica hecha por un profesional con licencia',
      ],
    },
    passportPhotos: {
      title: 'Fotos tipo pasaporte',
      description:
        'El I-589 pide una foto reciente tipo pasaporte de usted y de cada familiar que incluya. Revise en las instrucciones del formulario las reglas vigentes para las fotos.',
      examples: ['Fotos suyas', 'Fotos de su cónyuge y de sus hijos incluidos en su solicitud'],
    },
    translations: {
      title: 'Traducciones certificadas',
      description:
        'Todo documento que no esté en inglés necesita una traducción completa al inglés. El traductor firma un certificado en el que dice que es competente para traducir y que la traducción es completa y correcta.',
      examples: ['Una traducción completa de cada documento', 'El certificado firmado del traductor', 'Una copia del original unida a su traducción'],
    },
    marriageCertificate: {
      title: 'Acta de matrimonio',
      description:
        'Si incluye a su cónyuge en su solicitud, su acta de matrimonio prueba su relación. Si usted o su cónyuge estuvieron casados antes, incluya una prueba de que ese matrimonio terminó.',
      examples: ['Acta de matrimonio', 'Sentencia de divorcio o acta de defunción que puso fin a un matrimonio anterior'],
    },
    childrenBirthCertificates: {
      title: 'Actas de nacimiento de sus hijos',
      description:
        'Si incluye a hijos solteros menores de 21 años que están en Estados Unidos, sus actas de nacimiento muestran que son sus hijos.',
      examples: ['Acta de nacimiento de cada hijo que incluya', 'Documentos de adopción, si un hijo es adoptado'],
    },
    i94Record: {
      title: 'I-94 y registros de entrada',
      description:
        'Estos documentos muestran cuándo y cómo fue su última llegada a Estados Unidos: su plazo de un año se cuenta a partir de esa fecha. Si entró sin pasar por inspección, guarde otra prueba del día en que llegó.',
      examples: [
        'Su registro I-94 más reciente, impreso del sitio web de CBP',
        'El sello de entrada o la visa en su pasaporte',
        'Los documentos que le dieron los agentes fronterizos',
        'Boletos o recibos que muestran la fecha de su llegada',
      ],
    },
    immigrationRecords: {
      title: 'Documentos anteriores de inmigración y de la corte',
      description:
        'Los documentos de cualquier contacto anterior con las agencias o las cortes de inmigración de EE. UU. muestran en qué punto está su caso. Si alguna vez le arrestaron, en cualquier lugar, guarde los registros de lo que pasó.',
      examples: [
        'Aviso de Comparecencia (Notice to Appear) y otros documentos de la corte de inmigración',
        'Solicitudes y notificaciones anteriores de USCIS',
        'Solicitudes o aprobaciones de visa',
        'Registros de arrestos y de la corte, si los hay',
      ],
    },
  },
  guide: {
    intro:
      'El asilo protege a las personas que no pueden regresar a su país de forma segura porque allí sufrieron persecución, o temen sufrirla. Esta guía explica las reglas principales con palabras sencillas, para que usted sepa qué esperar y qué preparar. Avance a su propio ritmo: puede detenerse y volver cuando lo necesite.',
    sections: {
      grounds: {
        heading: 'Los cinco motivos protegidos',
        paragraphs: [
          'La ley no protege contra todo tipo de daño. Para calificar, el daño que sufrió o que teme debe estar relacionado con al menos uno de cinco motivos, llamados motivos protegidos.',
          'La persecución es un daño grave, como las amenazas contra su vida o su libertad, la violencia o la tortura. Un peligro que enfrentan todas las personas de su país, como la delincuencia en general o la pobreza, por lo general no basta por sí solo.',
        ],
        points: [
          'Raza: por su raza o su grupo étnico.',
          'Religión: por su fe, por la forma en que la practica, o porque dejó una religión o no tiene ninguna.',
          'Nacionalidad: por su ciudadanía, o porque pertenece a un grupo nacional, étnico o de idioma.',
          'Opinión política: por las ideas políticas que usted tiene, o por las que sus perseguidores creen que tiene.',
          'Pertenencia a un grupo social determinado: porque pertenece a un grupo de personas claramente definido que comparten una característica que no pueden cambiar, o que no se les debería exigir que cambien, y que la sociedad ve como un grupo aparte. Si un grupo califica o no se decide caso por caso.',
        ],
        sources: [
          { label: 'USCIS: Asilo (en inglés)', url: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum' },
          { label: '8 U.S.C. § 1101(a)(42): quién es un refugiado (en inglés)', url: 'https://www.law.cornell.edu/uscode/text/8/1101' },
        ],
      },
      requirements: {
        heading: 'Quién puede solicitarlo y qué debe demostrar',
        paragraphs: [
          'Usted debe cumplir varias condiciones al mismo tiempo, y le corresponde a usted demostrarlas, sobre todo con su propio testimonio y con las pruebas que pueda reunir.',
          'Aunque cumpla todas las condiciones, el asilo sigue siendo una decisión que el oficial o el juez toma después de evaluar su caso completo.',
        ],
        points: [
          'Presencia física: debe estar en Estados Unidos, o estar llegando al país, para pedir asilo.',
          'El plazo de un año: debe presentar su solicitud dentro de un año a partir de la fecha de su última llegada a Estados Unidos.',
          'Excepciones al plazo: una solicitud tardía todavía puede aceptarse si hubo cambios en las circunstancias que afectan si usted califica, o circunstancias extraordinarias que le impidieron presentarla a tiempo, siempre que después la presente dentro de un plazo razonable. El plazo no se aplica a los menores no acompañados, pero quién cuenta como tal es un tema técnico, así que pregunte a un abogado si esto se aplica a usted.',
          'Persecución en el pasado o temor fundado: debe demostrar que sufrió persecución, o que tiene un temor real y razonable de sufrirla si regresa. Si prueba que sufrió persecución en el pasado, la ley presume que su temor es fundado, aunque el gobierno puede intentar demostrar que las condiciones cambiaron o que usted podría vivir de forma segura en otra parte de su país.',
          'La relación con un motivo protegido: un motivo protegido debe ser al menos una de las razones centrales por las que le hicieron daño, o se lo harían. No tiene que ser la única razón.',
          'Quién le hizo daño: el perseguidor debe ser el gobierno de su país, o una persona o un grupo que el gobierno no puede o no quiere controlar.',
        ],
        sources: [
          { label: '8 U.S.C. § 1158 (INA § 208): Asilo (en inglés)', url: 'https://www.law.cornell.edu/uscode/text/8/1158' },
          { label: '8 CFR parte 208: procedimientos de asilo (en inglés)', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-208' },
        ],
      },
      bars: {
        heading: 'Quién no puede recibir asilo (los impedimentos)',
        paragraphs: [
          'Algunas personas no pueden recibir asilo aunque su temor sea real. Estas reglas se llaman impedimentos. Algunos le impiden presentar la solicitud; otros impiden que se le conceda el asilo.',
          'Además, las reglas para las personas que cruzaron la frontera sur en ciertas fechas han cambiado varias veces en los últimos años. Si algún impedimento, o esas reglas, podría aplicarse a usted, hable con un abogado antes de presentar su solicitud.',
          'La suspensión de remoción y la protección bajo la Convención contra la Tortura, que se piden en el mismo formulario, siguen reglas distintas. Puede que una de ellas siga a su alcance cuando el asilo no lo está.',
        ],
        points: [
          'Impedimento por persecución a otros: usted ordenó, incitó, ayudó o participó de otra forma en la persecución de alguien por un motivo protegido.',
          'Delito particularmente grave: a usted le condenaron por un delito particularmente grave y representa un peligro para la comunidad. Una condena por un delito mayor con agravantes (aggravated felony) cuenta como tal.',
          'Delito grave no político: hay razones serias para creer que usted cometió un delito grave no político fuera de Estados Unidos antes de llegar.',
          'Seguridad y terrorismo: hay motivos razonables para considerarle un peligro para la seguridad de Estados Unidos, o usted participó en actividades terroristas según las define la ley.',
          'Reasentamiento firme: antes de venir a Estados Unidos, usted se reasentó de forma firme en otro país, por ejemplo porque le ofrecieron un estatus permanente allí.',
          'Acuerdo de tercer país seguro: el gobierno puede pedir que le envíen a otro país que tiene un acuerdo con Estados Unidos, para que su solicitud se examine allí. Esto se ha usado con más frecuencia en la corte de inmigración en los últimos tiempos. Si surge en su caso, busque ayuda legal de inmediato.',
          'Solicitud negada anteriormente: un juez de inmigración o la Junta de Apelaciones de Inmigración (BIA) negó una solicitud de asilo que usted presentó antes, salvo que haya cambios en las circunstancias que ahora afecten si usted califica. Si USCIS envió (remitió) su caso a la corte de inmigración, eso no es una negación.',
        ],
        sources: [
          { label: '8 U.S.C. § 1158 (INA § 208): Asilo (en inglés)', url: 'https://www.law.cornell.edu/uscode/text/8/1158' },
          { label: '8 CFR parte 208: procedimientos de asilo (en inglés)', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-208' },
        ],
      },
      buildingCase: {
        heading: 'Cómo preparar su caso',
        paragraphs: [
          'Su propio relato es el centro de su caso. El oficial o el juez decide si es creíble al fijarse en sus detalles, en si coincide con su solicitud y con sus pruebas, y en cómo encaja con lo que se sabe de su país.',
          'Su testimonio por sí solo puede bastar si es creíble y concreto. Pero si el oficial o el juez decide que usted debe presentar otras pruebas, tiene que presentarlas, salvo que no las tenga y no pueda conseguirlas de manera razonable. Cuando no pueda conseguir un documento, explique por qué.',
          'Diga siempre la verdad. Presentar a sabiendas una solicitud con hechos importantes inventados puede hacer que usted quede inelegible para siempre para cualquier beneficio de las leyes de inmigración de EE. UU.',
        ],
        points: [
          'Su declaración: escriba lo que pasó con sus propias palabras y en orden: quién le hizo daño, qué le hicieron, cuándo y dónde, por qué cree que le persiguieron a usted y qué teme ahora.',
          'Fechas coherentes: use las mismas fechas, nombres y lugares en su declaración, en su I-589 y en sus documentos. Si no está seguro de una fecha, diga que es aproximada en vez de adivinar.',
          'Pruebas que respaldan su relato: reúna documentos que confirmen los hechos principales, como registros médicos y de la policía, fotos y mensajes con amenazas.',
          'Condiciones de su país: agregue informes que muestren lo que les pasa a personas como usted en su país, como los informes de derechos humanos del Departamento de Estado de EE. UU. Las ediciones recientes tratan menos que las anteriores algunos temas, como la violencia contra las mujeres o contra las personas LGBTQ, así que consulte también los informes de años anteriores y los de agencias de las Naciones Unidas y organizaciones de derechos humanos.',
          'Testigos: pida a personas que vieron lo que pasó, o que lo saben, declaraciones firmadas con sus datos de contacto y una copia de su identificación.',
          'Traducciones: adjunte una traducción completa al inglés de cada documento que no esté en inglés, con el certificado firmado del traductor sobre su competencia y la exactitud de la traducción.',
        ],
        sources: [
          { label: 'USCIS: Formulario I-589 y sus instrucciones (en inglés)', url: 'https://www.uscis.gov/i-589' },
          {
            label: 'Departamento de Estado de EE. UU.: Informes sobre las Prácticas de Derechos Humanos por Países (en inglés)',
            url: 'https://www.state.gov/reports-bureau-of-democracy-human-rights-and-labor/country-reports-on-human-rights-practices/',
          },
        ],
      },
      afterFiling: {
        heading: 'Qué pasa después de presentar su solicitud',
        paragraphs: [
          'Recibirá notificaciones por correo. Lea cada una con cuidado y guarde una copia. Faltar a una cita sin una buena razón puede retrasar su caso y, con USCIS, puede hacer que su caso se desestime o se envíe a la corte de inmigración.',
          'Cada vez que se mude, informe su nueva dirección a USCIS dentro de los 10 días siguientes, con el Formulario AR-11 o en línea en su cuenta de USCIS. Si está en un proceso ante la corte de inmigración, infórmela también a la corte dentro de los 5 días siguientes, con el Formulario EOIR-33. Las notificaciones enviadas a la última dirección que usted dio siguen siendo válidas aunque ya no viva allí, y faltar a una audiencia puede llevar a una orden de deportación. Por eso, asista a todas las audiencias y mantenga su dirección al día.',
        ],
        points: [
          'Notificación de recibo: USCIS confirma que recibió su solicitud. Guárdela bien: muestra su número de recibo y la fecha en que llegó su solicitud.',
          'Cita de datos biométricos: le toman las huellas digitales y una foto, que se usan para revisar sus antecedentes.',
          'Entrevista o audiencia: si presentó su solicitud ante USCIS, un oficial de asilo le entrevista en una oficina de asilo. Si está en un proceso ante la corte de inmigración, usted expone su caso ante un juez de inmigración en una audiencia.',
          'Intérprete: las reglas sobre intérpretes en las entrevistas de asilo han cambiado con el tiempo, así que revise su notificación de entrevista para saber si debe traer su propio intérprete. En la corte de inmigración, la corte le proporciona uno.',
          'Decisión: USCIS concede o niega el asilo, o envía su caso a un juez de inmigración, que lo revisa de nuevo desde el principio. En la corte, decide el juez.',
          'Permiso de trabajo: presentar la solicitud no le da un permiso de trabajo de inmediato. Cuando su solicitud lleve pendiente el tiempo de espera que fijan las reglas, puede pedirlo con el Formulario I-765. Los retrasos que usted cause, como pedir que le cambien una cita, pueden detener ese tiempo de espera.',
          'Tarifas: ahora hay tarifas para presentar una solicitud de asilo y, mientras su caso esté pendiente, es posible que también tenga que pagar una tarifa anual. Consulte las tarifas vigentes en https://www.uscis.gov/fees (en inglés) o en la página del formulario, y responda a cada aviso de pago que reciba: una tarifa sin pagar puede hacer que su solicitud sea rechazada.',
        ],
        sources: [
          { label: 'USCIS: Asilo (en inglés)', url: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum' },
          { label: 'USCIS: Formulario I-765, Solicitud de Autorización de Empleo (en inglés)', url: 'https://www.uscis.gov/i-765' },
          { label: 'USCIS: Tarifas de presentación (en inglés)', url: 'https://www.uscis.gov/fees' },
        ],
      },
      legalHelp: {
        heading: 'Cómo encontrar ayuda legal gratuita o de bajo costo',
        paragraphs: [
          'Las leyes de asilo son complicadas, y su seguridad depende del resultado. Si puede, pida a un abogado o a un representante acreditado por el Departamento de Justicia (DOJ) que revise su caso antes de presentar la solicitud, o al menos antes de su entrevista o audiencia.',
          'Por lo general, solo los abogados y los representantes acreditados pueden darle asesoría legal sobre su caso de inmigración. Un notario, “notario público” o consultor no puede hacerlo, diga lo que diga.',
        ],
        points: [
          'La Lista de Proveedores de Servicios Legales Gratuitos (pro bono) de EOIR: organizaciones y abogados, ordenados por corte de inmigración, que pueden aceptar casos gratis.',
          'Organizaciones reconocidas y representantes acreditados: la lista del Programa de Reconocimiento y Acreditación de EOIR incluye las organizaciones sin fines de lucro reconocidas por el Departamento de Justicia y los representantes acreditados que trabajan en ellas.',
          'Ayuda legal sin fines de lucro: muchos grupos locales de defensa de los inmigrantes y grupos religiosos ayudan a quienes piden asilo. Pregunte si un abogado o un representante acreditado trabajará en su caso.',
          'Clínicas de facultades de derecho: algunas facultades de derecho tienen clínicas de inmigración donde los estudiantes, bajo la supervisión de sus profesores, ayudan a las personas con sus casos.',
          'Cuidado con el fraude de los notarios: no pague por asesoría legal a nadie que no sea abogado o representante acreditado, nunca firme un formulario en blanco o con información falsa, y guarde una copia de todo lo que firme.',
        ],
        sources: [
          {
            label: 'EOIR: Lista de Proveedores de Servicios Legales Gratuitos (en inglés)',
            url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
          },
          { label: 'EOIR: Programa de Reconocimiento y Acreditación (en inglés)', url: 'https://www.justice.gov/eoir/recognition-and-accreditation-program' },
          { label: 'USCIS: Evite las estafas (en inglés)', url: 'https://www.uscis.gov/scams-fraud-and-misconduct/avoid-scams' },
        ],
      },
    },
    disclaimer:
      'Esta guía ofrece información general, no asesoría legal. Las leyes y los procedimientos cambian, y cada caso es distinto. Antes de presentar su solicitud, hable sobre su situación con un abogado de inmigración calificado o con un representante acreditado por el Departamento de Justicia (DOJ).',
  },
};
