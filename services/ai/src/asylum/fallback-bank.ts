// Curated follow-up questions for the asylum questionnaire, used when no model is configured or
// the model fails. They go deeper than the built-in questions (libs/contracts asylum/questions.ts)
// and never repeat them. Open wording ("if anything") keeps them from suggesting an answer.

export type FollowUpTrigger =
  | 'always'
  | 'ground:race' | 'ground:religion' | 'ground:nationality' | 'ground:politicalOpinion' | 'ground:socialGroup'
  | 'persecutor:government' | 'persecutor:nonState'
  | 'harm:past' | 'harm:fearOnly'
  | 'filing:late' | 'filing:recent';

export interface FallbackQuestion {
  /** Stable, unique, kebab-case. */
  readonly key: string;
  readonly trigger: FollowUpTrigger;
  /** Higher is asked first among those that apply. 1..3 */
  readonly weight: 1 | 2 | 3;
  readonly text: { readonly en: string; readonly es: string };
}

const f = (key: string, trigger: FollowUpTrigger, weight: 1 | 2 | 3, en: string, es: string): FallbackQuestion => ({
  key,
  trigger,
  weight,
  text: { en, es },
});

export const fallbackBank: readonly FallbackQuestion[] = [
  // Always: at least 15, so a full set can be returned whatever the answers were.
  f('always-first-event', 'always', 3,
    'When did the first thing happen that made you afraid, and where were you at the time?',
    '¿Cuándo ocurrió lo primero que le hizo sentir miedo y dónde estaba usted en ese momento?'),
  f('always-decisive-event', 'always', 3,
    'What happened that finally made you decide to leave your country, and on what date?',
    '¿Qué ocurrió que finalmente le hizo decidir salir de su país, y en qué fecha?'),
  f('always-timeline', 'always', 3,
    'Can you list the main events in the order they happened, with at least the month and year of each one?',
    '¿Puede enumerar los hechos principales en el orden en que ocurrieron, con al menos el mes y el año de cada uno?'),
  f('always-why-you', 'always', 3,
    'How do you know why the people you fear singled you out and not someone else?',
    '¿Cómo sabe usted por qué las personas a quienes teme se fijaron en usted y no en otra persona?'),
  f('always-their-words', 'always', 3,
    'What exactly, if anything, did the people you fear say, write, or send to you, as close to their own words as you can remember?',
    'Si las personas a quienes teme le dijeron, escribieron o enviaron algo, ¿qué fue exactamente, lo más parecido posible a sus propias palabras?'),
  f('always-still-looking', 'always', 3,
    'Since you left, what have you learned about whether the people you fear are still looking for you, and how did you learn it?',
    'Desde que se fue, ¿qué ha sabido sobre si las personas a quienes teme todavía le buscan, y cómo se enteró?'),
  f('always-how-identified', 'always', 2,
    'How do you know who these people are or which group they belong to?',
    '¿Cómo sabe usted quiénes son esas personas o a qué grupo pertenecen?'),
  f('always-contact-count', 'always', 2,
    'How many times have you had contact with the people you fear, including any threats or confrontations, and when was the last time?',
    '¿Cuántas veces ha tenido contacto con las personas a quienes teme, incluidas amenazas o enfrentamientos, y cuándo fue la última vez?'),
  f('always-people-like-you', 'always', 2,
    'Who do you personally know, if anyone, who was in a situation like yours, and what happened to them?',
    '¿A quién conoce usted personalmente, si conoce a alguien, que haya estado en una situación como la suya, y qué le pasó?'),
  f('always-stayed-elsewhere', 'always', 2,
    'Before leaving, did you stay anywhere else in your country to get away from the danger, and if so, where, for how long, and what happened there?',
    'Antes de salir, ¿se quedó en algún otro lugar de su país para alejarse del peligro y, si fue así, dónde, por cuánto tiempo y qué pasó allí?'),
  f('always-reach', 'always', 2,
    'How far does the power or presence of the people you fear extend in your country, and how do you know?',
    '¿Hasta dónde llega el poder o la presencia de las personas a quienes teme dentro de su país, y cómo lo sabe?'),
  f('always-why-then', 'always', 2,
    'What made you leave when you did, rather than earlier or later?',
    '¿Por qué se fue en ese momento y no antes o después?'),
  f('always-identity-documents', 'always', 2,
    'Which documents do you have that show who you are and your nationality, such as a passport, national ID card, or birth certificate?',
    '¿Qué documentos tiene que demuestren su identidad y su nacionalidad, como un pasaporte, una cédula o documento nacional de identidad, o un acta de nacimiento?'),
  f('always-records-back-home', 'always', 2,
    'Which records about what happened exist in your country that you do not have with you, and who could send them to you?',
    '¿Qué documentos o registros sobre lo ocurrido existen en su país que usted no tenga consigo, y quién podría enviárselos?'),
  f('always-unsure-details', 'always', 1,
    'Which details, such as exact dates or the order of events, are you unsure about?',
    '¿Sobre qué detalles tiene dudas, como fechas exactas o el orden de los hechos?'),
  f('always-transit-protection', 'always', 1,
    'In the countries you passed through on your way here, did you ask for protection, and why or why not?',
    'En los países por los que pasó de camino hasta aquí, ¿pidió protección, y por qué sí o por qué no?'),

  // Race
  f('race-recognized', 'ground:race', 3,
    'How do people in your country recognize someone’s race or ethnic group, and how would they recognize yours?',
    '¿Cómo reconoce la gente de su país la raza o el grupo étnico de una persona, y cómo reconocerían el suyo?'),
  f('race-their-words', 'ground:race', 3,
    'What, if anything, did the people who threatened or harmed you say about your race or ethnic group?',
    '¿Qué dijeron sobre su raza o grupo étnico las personas que le amenazaron o le hicieron daño, si es que dijeron algo?'),
  f('race-others', 'ground:race', 2,
    'What has happened to other members of your ethnic group in the area where you lived, and how do you know?',
    '¿Qué les ha pasado a otras personas de su grupo étnico en la zona donde usted vivía, y cómo lo sabe?'),
  f('race-treatment', 'ground:race', 1,
    'How were you treated at school, at work, or by the authorities compared with people of other ethnic groups?',
    '¿Cómo le trataban en la escuela, en el trabajo o en sus trámites con las autoridades, en comparación con las personas de otros grupos étnicos?'),
  f('race-documents', 'ground:race', 1,
    'Which documents or people could show your race or ethnic group, such as an identity record or a letter from a community leader?',
    '¿Qué documentos o personas podrían demostrar su raza o grupo étnico, como un registro de identidad o una carta de un líder de su comunidad?'),

  // Religion
  f('religion-known', 'ground:religion', 3,
    'How did the people you fear learn about your religion or your religious activities?',
    '¿Cómo se enteraron las personas a quienes teme de su religión o de sus actividades religiosas?'),
  f('religion-their-words', 'ground:religion', 3,
    'What, if anything, did the people who threatened or harmed you say about your faith or your place of worship?',
    '¿Qué dijeron sobre su fe o su lugar de culto las personas que le amenazaron o le hicieron daño, si es que dijeron algo?'),
  f('religion-practice', 'ground:religion', 2,
    'How do you practice your faith in daily life, and since when?',
    '¿Cómo practica usted su fe en la vida diaria, y desde cuándo?'),
  f('religion-others', 'ground:religion', 2,
    'What has happened to other members of your religious community in your area, and how do you know?',
    '¿Qué les ha pasado a otros miembros de su comunidad religiosa en su zona, y cómo lo sabe?'),
  f('religion-confirm', 'ground:religion', 1,
    'Who at a place of worship, in your country or here, could confirm your membership or religious activities?',
    '¿Quién en un lugar de culto, en su país o aquí, podría confirmar su membresía o sus actividades religiosas?'),

  // Nationality
  f('nationality-known', 'ground:nationality', 3,
    'How would the people you fear know your nationality or the country your family comes from?',
    '¿Cómo sabrían las personas a quienes teme cuál es su nacionalidad o de qué país proviene su familia?'),
  f('nationality-their-words', 'ground:nationality', 3,
    'What, if anything, did the people who threatened or harmed you say about your nationality or your origins?',
    '¿Qué dijeron sobre su nacionalidad o su origen las personas que le amenazaron o le hicieron daño, si es que dijeron algo?'),
  f('nationality-citizenship', 'ground:nationality', 2,
    'Which countries recognize your citizenship, and which of them have given you identity papers or refused to give them?',
    '¿Qué países reconocen su ciudadanía, y cuáles de ellos le han dado documentos de identidad o se los han negado?'),
  f('nationality-others', 'ground:nationality', 2,
    'What has happened to other people of your nationality or origin where you lived, and how do you know?',
    '¿Qué les ha pasado a otras personas de su nacionalidad u origen en el lugar donde usted vivía, y cómo lo sabe?'),
  f('nationality-services', 'ground:nationality', 1,
    'When you asked the authorities in your country for papers or services, how were you treated, and what reasons were you given for any refusal?',
    'Cuando pidió a las autoridades de su país documentos o servicios, ¿cómo le trataron y qué razones le dieron si se los negaron?'),

  // Political opinion (actual or attributed to the applicant)
  f('political-known', 'ground:politicalOpinion', 3,
    'How did the people you fear find out about your political opinions or activities?',
    '¿Cómo se enteraron las personas a quienes teme de sus opiniones o actividades políticas?'),
  f('political-their-words', 'ground:politicalOpinion', 3,
    'What, if anything, did the people who threatened, questioned, or harmed you say about your political views or activities?',
    '¿Qué dijeron sobre sus opiniones o actividades políticas las personas que le amenazaron, le interrogaron o le hicieron daño, si es que dijeron algo?'),
  f('political-events', 'ground:politicalOpinion', 2,
    'Which political events, if any, did you take part in, and when and where did each one take place?',
    '¿En qué actividades o eventos políticos participó, si participó en alguno, y cuándo y dónde tuvo lugar cada uno?'),
  f('political-attributed', 'ground:politicalOpinion', 2,
    'What political views do the people you fear think you hold, and what gave them that idea?',
    '¿Qué opiniones políticas creen las personas a quienes teme que usted tiene, y qué les hizo pensar eso?'),
  f('political-documents', 'ground:politicalOpinion', 1,
    'Which documents could show your political involvement, such as a membership card, party letters, photos, or posts online?',
    '¿Qué documentos podrían mostrar su participación política, como un carné de miembro, cartas del partido, fotos o publicaciones en internet?'),

  // Particular social group
  f('social-group-known', 'ground:socialGroup', 3,
    'How did the people you fear learn that you belong to this group?',
    '¿Cómo se enteraron las personas a quienes teme de que usted pertenece a este grupo?'),
  f('social-group-their-words', 'ground:socialGroup', 3,
    'What, if anything, did the people who threatened or harmed you say about this group or about your being part of it?',
    '¿Qué dijeron sobre este grupo, o sobre que usted forma parte de él, las personas que le amenazaron o le hicieron daño, si es que dijeron algo?'),
  f('social-group-shared', 'ground:socialGroup', 2,
    'What do people in this group share that they cannot change, or should not have to change?',
    '¿Qué tienen en común las personas de este grupo que no pueden cambiar, o que no deberían verse obligadas a cambiar?'),
  f('social-group-seen', 'ground:socialGroup', 2,
    'How do people in your country see or talk about this group, and is there a name they use for it?',
    '¿Cómo ven las personas de su país a este grupo o cómo hablan de él, y hay algún nombre con el que lo llamen?'),
  f('social-group-confirm', 'ground:socialGroup', 1,
    'Which documents or people could confirm that you belong to this group?',
    '¿Qué documentos o personas podrían confirmar que usted pertenece a este grupo?'),

  // Persecutor: the government (police, military, officials)
  f('government-unit', 'persecutor:government', 3,
    'Which police force, military unit, or government office did the officials belong to, and how could you tell?',
    '¿A qué cuerpo de policía, unidad militar u oficina del gobierno pertenecían los funcionarios, y cómo se dio cuenta?'),
  f('government-records', 'persecutor:government', 2,
    'Which official records about you, if any, do you know of, such as a summons, an arrest warrant, or charges, and how did you learn of them?',
    '¿Qué registros oficiales sobre usted conoce, si existe alguno, como una citación, una orden de arresto o cargos en su contra, y cómo se enteró de ellos?'),
  f('government-complaint', 'persecutor:government', 2,
    'Did you or anyone on your behalf complain about what the officials did, for example to a higher office, a court, or a human rights office, and what happened?',
    '¿Usted o alguien en su nombre presentó una queja por lo que hicieron los funcionarios, por ejemplo ante una oficina superior, un tribunal o una oficina de derechos humanos, y qué pasó?'),
  f('government-exit', 'persecutor:government', 1,
    'When you left your country, did you go through an official border or airport check under your own name, and what happened there?',
    'Cuando salió de su país, ¿pasó por un control oficial de frontera o de aeropuerto con su propio nombre, y qué pasó allí?'),

  // Persecutor: not the government (gangs, cartels, family, militias)
  f('nonstate-group', 'persecutor:nonState', 3,
    'What do you know about the group or person you fear, such as its name, its leaders, its size, and where it operates?',
    '¿Qué sabe usted del grupo o de la persona a quien teme, como su nombre, sus líderes, su tamaño y dónde opera?'),
  f('nonstate-police', 'persecutor:nonState', 3,
    'Did you or your family go to the police or another authority about this, and what happened, or, if not, what stopped you?',
    '¿Usted o su familia acudieron a la policía o a otra autoridad por esto, y qué pasó, o, si no lo hicieron, qué se lo impidió?'),
  f('nonstate-authorities', 'persecutor:nonState', 2,
    'From what you have seen or heard, how do the police and local officials deal with the people you fear?',
    'Por lo que usted ha visto u oído, ¿cómo actúan la policía y las autoridades locales frente a las personas a quienes teme?'),
  f('nonstate-demands', 'persecutor:nonState', 2,
    'What did the people you fear want from you, and how did you respond?',
    '¿Qué querían de usted las personas a quienes teme, y cómo respondió usted?'),

  // Harm already suffered
  f('past-injuries', 'harm:past', 3,
    'What injuries or health problems did you have because of what was done to you, and do you still feel any effects today?',
    '¿Qué lesiones o problemas de salud tuvo a causa de lo que le hicieron, y todavía siente algún efecto hoy?'),
  f('past-incident-details', 'harm:past', 3,
    'If you feel ready, can you say, for each time you were harmed, how long it lasted, how many people took part, and whether anyone else was there?',
    'Si se siente en condiciones, ¿puede contar, de cada vez que le hicieron daño, cuánto tiempo duró, cuántas personas participaron y si había alguien más presente?'),
  f('past-medical-care', 'harm:past', 2,
    'Did you receive medical or mental health care, in your country or after leaving, and where could records of that care be found?',
    '¿Recibió atención médica o de salud mental, en su país o después de salir, y dónde podrían encontrarse los registros de esa atención?'),
  f('past-stayed-after', 'harm:past', 2,
    'After you were harmed, how long did you remain in your country, and what happened during that time?',
    'Después de que le hicieron daño, ¿cuánto tiempo siguió en su país y qué pasó durante ese tiempo?'),
  f('past-right-after', 'harm:past', 1,
    'What did you do right after you were harmed, where did you go, and who did you tell?',
    '¿Qué hizo justo después de que le hicieran daño, a dónde fue y a quién se lo contó?'),

  // Fear only, no harm yet
  f('fear-personal-risk', 'harm:fearOnly', 3,
    'What makes you believe the danger is to you personally, and not only to people in general in your country?',
    '¿Por qué cree que el peligro es para usted en particular, y no solo para la gente en general de su país?'),
  f('fear-attention', 'harm:fearOnly', 2,
    'What, if anything, has happened that made you think the people you fear were already paying attention to you?',
    '¿Qué ha pasado, si es que ha pasado algo, que le hizo pensar que las personas a quienes teme ya se habían fijado en usted?'),
  f('fear-stayed-safe', 'harm:fearOnly', 2,
    'While you were still in your country, what did you do to stay safe, and how did that work?',
    'Mientras seguía en su país, ¿qué hizo para mantenerse a salvo, y qué resultado tuvo?'),
  f('fear-learn-of-return', 'harm:fearOnly', 2,
    'If you went back, could the people you fear find out, and how?',
    'Si usted regresara, ¿podrían enterarse las personas a quienes teme, y de qué manera?'),

  // Filed more than a year after arrival: the exceptions of 8 CFR 208.4(a)(4)-(5).
  f('late-changes', 'filing:late', 3,
    'Since you arrived in the United States, what has changed, if anything, in your home country or in your own life that affects your safety if you returned, and when did it change?',
    'Desde que llegó a los Estados Unidos, ¿qué ha cambiado, si es que algo ha cambiado, en su país o en su propia vida que afecte su seguridad si regresara, y cuándo ocurrió ese cambio?'),
  f('late-obstacles', 'filing:late', 3,
    'During your first year in the United States, what, if anything, made it very hard for you to apply, such as a serious physical or mental illness, the effects of trauma, being under 18 without a parent, the illness or death of a close family member, or a lawyer or helper who did not do what they promised?',
    'Durante su primer año en los Estados Unidos, ¿qué le hizo muy difícil presentar la solicitud, si es que algo se lo dificultó, como una enfermedad física o mental grave, los efectos de un trauma, ser menor de 18 años sin la compañía de su padre o madre, la enfermedad o muerte de un familiar cercano, o un abogado o ayudante que no hizo lo que prometió?'),
  f('late-other-status', 'filing:late', 2,
    'Since arriving, have you had any other lawful status in the United States, such as a visa, Temporary Protected Status (TPS), or parole, and from what date to what date?',
    'Desde que llegó, ¿ha tenido algún otro estatus legal en los Estados Unidos, como una visa, el Estatus de Protección Temporal (TPS) o un permiso de permanencia temporal (parole), y desde qué fecha hasta qué fecha?'),
  f('late-timing', 'filing:late', 2,
    'When did you learn of that change, or when did that difficulty end, and what have you done since then to prepare your application?',
    '¿Cuándo se enteró de ese cambio, o cuándo terminó esa dificultad, y qué ha hecho desde entonces para preparar su solicitud?'),

  // Filed within the year: pin down the date the one-year period counts from.
  f('recent-arrival-proof', 'filing:recent', 2,
    'Which document shows the date you last arrived in the United States, such as an I-94 record, a passport stamp, or papers you received at the border?',
    '¿Qué documento muestra la fecha en que llegó por última vez a los Estados Unidos, como un registro I-94, un sello en su pasaporte o papeles que recibió en la frontera?'),
  f('recent-other-stays', 'filing:recent', 1,
    'Apart from your last arrival, have you been in the United States at any other time, and if so, when and for how long?',
    'Aparte de su última llegada, ¿ha estado en los Estados Unidos en algún otro momento y, si es así, cuándo y por cuánto tiempo?'),
];
