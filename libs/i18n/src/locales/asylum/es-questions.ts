import type { questionsEn } from './en-questions.js';

// The English texts' shape with every leaf a string, so a missing or extra key here fails to compile.
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AsylumQuestionStrings = Strings<typeof questionsEn>;

// Texts of the asylum questionnaire, Spanish (United States, usted).
export const questionsEs: AsylumQuestionStrings = {
  categories: {
    personal: 'Información personal',
    persecution: 'Detalles de la persecución',
    religious: 'Antecedentes religiosos',
    political: 'Antecedentes políticos',
    socialGroup: 'Grupo social',
    family: 'Familia y allegados',
    countryConditions: 'Condiciones del país',
    evidence: 'Pruebas',
    travel: 'Historial de viajes',
    filing: 'Requisitos de presentación',
    credibility: 'Credibilidad',
    futureFear: 'Temor futuro',
    additional: 'Información adicional',
    caseAnalysis: 'Análisis del caso',
  },
  questions: {
    // Se preguntan primero: de ellas dependen las preguntas que siguen.
    family_name: {
      text: '¿Cuál es su apellido, tal como aparece en su pasaporte?',
      hint: 'Si tiene dos apellidos, escriba los dos, en el mismo orden que en sus documentos.',
    },
    given_name: {
      text: '¿Cuál es su nombre (nombre de pila), tal como aparece en su pasaporte?',
      hint: 'Escríbalo exactamente como está en su pasaporte u otro documento de identidad.',
    },
    date_of_birth: {
      text: '¿Cuál es su fecha de nacimiento?',
    },
    country_of_birth: {
      text: '¿En qué país nació?',
      hint: 'Si el nombre del país ha cambiado, escriba el nombre que tenía entonces y el que tiene hoy.',
    },
    nationality: {
      text: '¿Cuál es su nacionalidad (el país del que es ciudadano hoy)?',
      hint: 'Si es ciudadano de más de un país, escríbalos todos; si no tiene nacionalidad, escriba “Apátrida”.',
    },
    date_of_last_arrival: {
      text: '¿En qué fecha entró a Estados Unidos por última vez?',
      hint: 'Esta fecha es importante: en la mayoría de los casos, usted debe pedir asilo dentro de un año a partir de ese día.',
    },
    persecution_ground: {
      text: '¿Por cuál de estos motivos le hicieron daño, o teme que le hagan daño?',
      hint: 'Si hay más de uno, elija aquí el principal. El Formulario I-589 pide marcar todos los motivos que correspondan, pero su borrador solo marcará el que elija aquí; por eso, informe a su abogado o representante sobre los demás y márquelos también en el formulario.',
    },
    past_harm: {
      text: '¿Alguna vez alguien le hizo daño, le maltrató o le amenazó a usted, a su familia o a amigos o colegas cercanos?',
      hint: 'Aquí solo tiene que responder Sí o No; puede contar los detalles a su propio ritmo y tomar un descanso cuando lo necesite.',
    },
    fear_of_return: {
      text: '¿Teme que le hagan daño si regresa a su país?',
      hint: 'Puede responder Sí aunque no le hayan hecho daño antes.',
    },
    government_involvement: {
      text: '¿Qué papel tuvo el gobierno de su país en el daño que sufrió o que teme?',
      hint: 'Elija la opción más cercana a su situación; si no le pidió ayuda a la policía ni a otras autoridades, podrá explicar por qué más adelante.',
    },
    // Después, el resto por categoría: Información personal (Formulario I-589, Parte A.I).
    middle_name: {
      text: '¿Cuál es su segundo nombre, si tiene uno?',
      hint: 'Deje este espacio en blanco si no tiene segundo nombre.',
    },
    other_names: {
      text: '¿Qué otros nombres ha usado, si ha usado alguno?',
      hint: 'Incluya su apellido de soltera, apodos, otras formas de escribir su nombre y cualquier nombre que haya usado en documentos de viaje.',
    },
    city_of_birth: {
      text: '¿En qué ciudad o pueblo nació?',
      hint: 'Si nació en una aldea pequeña, puede agregar el distrito o la provincia.',
    },
    nationality_at_birth: {
      text: '¿Cuál era su nacionalidad cuando nació?',
      hint: 'Muchas veces es la misma que su nacionalidad de hoy.',
    },
    gender: {
      text: '¿Cuál es su sexo?',
    },
    marital_status: {
      text: '¿Cuál es su estado civil?',
      hint: 'Si está separado(a) pero no divorciado(a), elija Casado(a).',
    },
    race_ethnic_group: {
      text: '¿Cuál es su raza, grupo étnico o grupo tribal?',
      hint: 'Use las palabras que se usan en su país, por ejemplo, el nombre de su grupo étnico, pueblo o tribu.',
    },
    native_language: {
      text: '¿Cuál es su idioma materno?',
      hint: 'Si habla una variante o dialecto en particular, escríbalo también.',
    },
    english_fluent: {
      text: '¿Habla inglés con fluidez?',
      hint: 'Elija Sí solo si puede hablar y entender inglés lo bastante bien como para contar su historia sin ayuda.',
    },
    other_languages: {
      text: '¿Qué otros idiomas habla con fluidez?',
      hint: 'Deje este espacio en blanco si no habla bien ningún otro idioma.',
    },
    // Historial de viajes
    last_departure_date: {
      text: '¿En qué fecha salió de su país por última vez?',
      hint: 'Si no recuerda el día exacto, elija la fecha más cercana que pueda; podrá explicarlo más adelante.',
    },
    place_of_last_arrival: {
      text: '¿Por dónde entró a Estados Unidos la última vez?',
      hint: 'Por ejemplo, un aeropuerto, un puerto de entrada en la frontera o el pueblo más cercano al lugar por donde cruzó, con el estado.',
    },
    entry_method: {
      text: '¿Cómo entró a Estados Unidos la última vez?',
      hint: '“Entrada sin inspección” quiere decir que entró sin pasar por el control de un oficial de inmigración de EE. UU.; si ninguna opción le corresponde, elija Otra.',
    },
    status_at_entry: {
      text: '¿Qué estatus migratorio tenía cuando entró, si tenía alguno?',
      hint: 'Por ejemplo, B-2 (visitante), F-1 (estudiante) o parole; si entró sin inspección, escriba “Entrada sin inspección”.',
    },
    i94_number: {
      text: '¿Cuál es su número de I-94, si tiene uno?',
      hint: 'Aparece en su registro de llegada I-94 o en i94.cbp.dhs.gov; deje este espacio en blanco si nunca recibió uno.',
    },
    transit_countries: {
      text: '¿Por qué países pasó, o en cuáles se quedó, en el camino a Estados Unidos, y por cuánto tiempo?',
      hint: 'Escriba cada país en orden, con las fechas o el tiempo que estuvo allí, y si tuvo o pidió algún estatus legal en ese país.',
    },
    returned_to_country: {
      text: 'Después de salir del país donde le hicieron daño o donde teme que le hagan daño, ¿regresó alguna vez a ese país?',
      hint: 'Responda Sí aunque haya sido una visita corta.',
    },
    returned_details: {
      text: 'Si regresó, ¿cuándo, por cuánto tiempo y por qué?',
      hint: 'Escriba las fechas de cada viaje y el motivo; por ejemplo, cuidar a un familiar enfermo.',
    },
    // Detalles de la persecución
    past_harm_details: {
      text: 'Si a usted o a personas cercanas les hicieron daño o les amenazaron, ¿qué pasó, cuándo, quién lo hizo y por qué cree que lo hizo?',
      hint: 'Por ahora bastan unas pocas frases; puede agregar más después, con un abogado o representante si tiene uno.',
    },
    persecutors: {
      text: '¿Quién le hizo daño o le amenazó, o a quién le tiene miedo?',
      hint: 'Por ejemplo, la policía, soldados, una pandilla, una milicia, un grupo político o un familiar; dé nombres o descripciones si los conoce.',
    },
    arrested: {
      text: '¿Alguna vez usted o alguien de su familia fue acusado, arrestado, detenido, interrogado, procesado, condenado o encarcelado en un país que no sea Estados Unidos?',
      hint: 'Incluya cualquier vez que la policía, soldados u otros funcionarios retuvieron a alguno de ustedes, aunque fuera por poco tiempo o sin cargos.',
    },
    arrested_details: {
      text: 'Si usted o un familiar estuvo retenido alguna vez, ¿quién fue, quién lo retuvo, cuándo, por cuánto tiempo y qué pasó?',
      hint: 'Incluya el motivo que les dieron, si les dieron alguno; puede agregar más detalles después con su abogado o representante.',
    },
    // Antecedentes religiosos
    religion: {
      text: '¿Cuál es su religión, si tiene alguna?',
      hint: 'Incluya la rama o denominación, por ejemplo, católica, musulmana sunita o cristiana evangélica; si no tiene ninguna, escriba “Ninguna”.',
    },
    religious_harm: {
      text: 'Si le hicieron daño o le amenazaron por sus creencias o prácticas religiosas, ¿qué pasó?',
      hint: 'Incluya el daño por no compartir una religión, por cambiar de religión o por no tener ninguna; por ahora basta una respuesta corta.',
    },
    // Antecedentes políticos
    political_activity: {
      text: '¿En qué actividades políticas ha participado, o por qué opiniones políticas se le conoce?',
      hint: 'Por ejemplo, votar, ir a marchas, hablar en público, publicar en internet o negarse a unirse a un grupo; incluya las opiniones que otros creen que usted tiene, aunque no las tenga.',
    },
    organizations: {
      text: '¿A qué grupos u organizaciones de su país han pertenecido usted o su familia, o con cuáles han estado relacionados, si es el caso?',
      hint: 'Por ejemplo, partidos políticos, sindicatos, grupos étnicos, religiosos, estudiantiles o comunitarios, grupos de derechos humanos, la prensa, el ejército, la policía o grupos armados; incluya el papel de cada persona y las fechas.',
    },
    organizations_continuing: {
      text: '¿Usted o su familia siguen participando en alguno de estos grupos y, si es así, de qué manera?',
      hint: 'Incluya la participación desde Estados Unidos, por ejemplo, por internet o en reuniones aquí.',
    },
    // Grupo social
    social_group: {
      text: '¿Hay algún grupo al que usted pertenece, o al que otros creen que pertenece, por el cual le hicieron daño o teme que le hagan daño?',
      hint: 'Por ejemplo, su familia, su orientación sexual o identidad de género, o un pasado en común que no puede cambiar; describa el grupo con sus propias palabras.',
    },
    // Familia y allegados
    spouse_name: {
      text: 'Si está casado(a), ¿cuál es el nombre completo de su cónyuge?',
      hint: 'Deje este espacio en blanco si no está casado(a).',
    },
    children: {
      text: '¿Cuáles son los nombres y las fechas de nacimiento de sus hijos, y dónde vive cada uno ahora?',
      hint: 'Incluya a todos sus hijos, sin importar su edad, su estado civil o dónde vivan.',
    },
    family_harmed: {
      text: 'Si alguien de su familia ha sufrido daño o amenazas, ¿qué pasó?',
      hint: 'Incluya a los familiares que siguen en su país y lo que haya pasado después de que usted salió; por ahora basta una respuesta corta.',
    },
    // Condiciones del país
    country_conditions: {
      text: '¿Qué está pasando en su país que lo hace peligroso para personas como usted?',
      hint: 'Puede mencionar noticias, informes o lo que vio u oyó que les pasó a otras personas como usted; está bien escribir “No sé”.',
    },
    relocation: {
      text: '¿Podría vivir a salvo en otra parte de su país, y por qué sí o por qué no?',
      hint: 'Por ejemplo, si las personas que le hicieron daño podrían encontrarle allí, o si ya intentó mudarse.',
    },
    // Temor futuro
    fear_details: {
      text: '¿Qué teme que le pase, quién lo haría y por qué?',
      hint: 'Incluya las amenazas que usted o su familia hayan recibido, aun después de que usted salió.',
    },
    torture_fear: {
      text: '¿Teme que le torturen en su país o en cualquier otro país al que podrían enviarle?',
      hint: 'Aquí, tortura quiere decir un dolor o sufrimiento grave, físico o mental, causado a propósito por funcionarios o por otras personas mientras los funcionarios lo permiten.',
    },
    torture_details: {
      text: 'Si teme que le torturen, ¿quién cree que lo haría y por qué?',
      hint: 'Incluya si los funcionarios participaron en el daño a usted o a personas como usted, o si lo permitieron o lo ignoraron.',
    },
    // Pruebas
    evidence_available: {
      text: '¿Qué documentos u otras pruebas tiene, o podría conseguir, que respalden su historia?',
      hint: 'Por ejemplo, documentos de identidad, informes médicos o policiales, fotos, mensajes, artículos de prensa o cartas; si no puede conseguir algo, anote por qué.',
    },
    witnesses: {
      text: '¿Quién podría confirmar lo que le pasó, por ejemplo, en una carta o declaración?',
      hint: 'Dé el nombre de cada persona, cómo le conoce y dónde vive ahora.',
    },
    // Requisitos de presentación (Formulario I-589, Partes A.I y C)
    applied_before: {
      text: '¿Alguna vez usted, su cónyuge, sus hijos, sus padres o sus hermanos le han pedido al gobierno de EE. UU. el estatus de refugiado, el asilo o la suspensión de remoción (withholding of removal)?',
      hint: 'Incluya cualquier solicitud, aunque se la hayan negado o la hayan retirado.',
    },
    applied_before_details: {
      text: 'Si usted o un familiar ya presentó una solicitud, ¿quién la presentó, cuándo, dónde y cuál fue el resultado?',
      hint: 'Incluya cualquier número A (número de registro de extranjero) o número de recibo que tenga.',
    },
    in_court: {
      text: '¿Está ahora en un proceso ante la corte de inmigración, o lo ha estado alguna vez?',
      hint: 'Por ejemplo, si recibió una Notificación de Comparecencia (Formulario I-862) o tuvo una audiencia ante un juez de inmigración.',
    },
    late_filing_reason: {
      text: 'Si presenta su solicitud más de un año después de su última llegada a Estados Unidos, ¿por qué no la presentó antes?',
      hint: 'Omita esta pregunta si no le corresponde; si le corresponde, describa los cambios en su país o en su vida, o hechos como una enfermedad grave, que influyeron en cuándo pudo presentarla.',
    },
    harmed_others: {
      text: '¿Alguna vez ordenó, incitó, ayudó o participó de otra forma en causarle daño a alguien por su raza, religión, nacionalidad, pertenencia a un determinado grupo social u opinión política?',
      hint: 'El Formulario I-589 también pregunta esto sobre su cónyuge y sus hijos; si la respuesta podría ser Sí, hable con un abogado o representante acreditado antes de presentar su solicitud.',
    },
    crimes: {
      text: '¿Alguna vez le han arrestado, acusado formalmente o condenado por un delito, en cualquier país?',
      hint: 'Incluya las faltas menores y las infracciones de las leyes de inmigración, aunque le hayan retirado los cargos.',
    },
    crimes_details: {
      text: 'Si alguna vez le arrestaron, le acusaron formalmente o le condenaron, ¿qué pasó, cuándo, dónde y cuál fue el resultado?',
      hint: 'Para cada caso, escriba la fecha, el lugar, el cargo y el resultado; por ejemplo, si se desestimó, si pagó una multa o si recibió una condena.',
    },
    // Credibilidad, Información adicional, Análisis del caso
    prior_statements: {
      text: 'Si alguna vez funcionarios de inmigración de EE. UU. le entrevistaron o le tomaron una declaración, ¿cuándo y dónde fue?',
      hint: 'Por ejemplo, en la frontera o en un aeropuerto, o en una entrevista de temor creíble; escriba lo que recuerde que le preguntaron y lo que usted respondió.',
    },
    additional_info: {
      text: '¿Hay algo más que quiera agregar?',
      hint: 'Por ejemplo, problemas de salud, algo que no cupo en otras preguntas o preguntas que quiera hacerle a un abogado.',
    },
    why_protection: {
      text: 'Con sus propias palabras, ¿por qué cree que le harían daño por ser quien es o por lo que cree?',
      hint: 'Escríbalo como se lo contaría a alguien de confianza; no hace falta usar palabras legales.',
    },
  },
  options: {
    yes: 'Sí',
    no: 'No',
    male: 'Masculino',
    female: 'Femenino',
    single: 'Soltero(a)',
    married: 'Casado(a)',
    divorced: 'Divorciado(a)',
    widowed: 'Viudo(a)',
    visa: 'Con una visa',
    withoutInspection: 'Entrada sin inspección',
    parole: 'Permiso de permanencia temporal (parole)',
    other: 'Otra',
    race: 'Raza',
    religion: 'Religión',
    nationality: 'Nacionalidad',
    politicalOpinion: 'Opinión política',
    socialGroup: 'Pertenencia a un determinado grupo social',
    persecutor: 'El gobierno fue el perseguidor',
    unableToProtect: 'El gobierno no pudo protegerme',
    unwillingToProtect: 'El gobierno no quiso protegerme',
    didNotSeekProtection: 'No pedí protección al gobierno',
  },
};
