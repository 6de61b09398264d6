// Texts of the asylum questionnaire (libs/contracts asylum/questions.ts), English. Questions follow
// the order asked there; most map onto a Form I-589 item, so they ask for what that item needs.
// `as const` so the Spanish file's type (es-questions.ts) requires every key, hints included.
export const questionsEn = {
  categories: {
    personal: 'Personal Information',
    persecution: 'Persecution Details',
    religious: 'Religious Background',
    political: 'Political Background',
    socialGroup: 'Social Group',
    family: 'Family and Associates',
    countryConditions: 'Country Conditions',
    evidence: 'Evidence',
    travel: 'Travel History',
    filing: 'Filing Requirements',
    credibility: 'Credibility',
    futureFear: 'Future Fear',
    additional: 'Additional Information',
    caseAnalysis: 'Case Analysis',
  },
  questions: {
    // Asked first: what the follow-up questions are chosen by.
    family_name: {
      text: 'What is your family name (last name), as it appears on your passport?',
      hint: 'If you have two family names, write both, in the same order as on your documents.',
    },
    given_name: {
      text: 'What is your first name (given name), as it appears on your passport?',
      hint: 'Spell it exactly as on your passport or other identity document.',
    },
    date_of_birth: {
      text: 'What is your date of birth?',
    },
    country_of_birth: {
      text: 'In which country were you born?',
      hint: 'If the country’s name has changed, write the name it had then and the name it has today.',
    },
    nationality: {
      text: 'What is your nationality (the country where you are a citizen today)?',
      hint: 'If you are a citizen of more than one country, list them all; if you have no nationality, write “Stateless”.',
    },
    date_of_last_arrival: {
      text: 'On what date did you last enter the United States?',
      hint: 'This date matters: in most cases you must apply for asylum within one year of it.',
    },
    persecution_ground: {
      text: 'For which of these reasons were you harmed, or do you fear harm?',
      hint: 'If more than one fits, choose the main one here. Form I-589 asks you to mark every reason that applies, but your draft will mark only the one you choose here, so tell your lawyer or representative about any others and mark them on the form too.',
    },
    past_harm: {
      text: 'Have you, your family, or close friends or colleagues ever been harmed, mistreated or threatened by anyone?',
      hint: 'You only need to answer Yes or No here; you can share details at your own pace and take a break whenever you need.',
    },
    fear_of_return: {
      text: 'Are you afraid that you would be harmed if you returned to your country?',
      hint: 'You can answer Yes even if you were not harmed before.',
    },
    government_involvement: {
      text: 'What role did your country’s government play in the harm you suffered or fear?',
      hint: 'Choose the one closest to your situation; if you did not ask the police or other authorities for help, you can explain why later.',
    },
    // Then the rest, by category: Personal Information (I-589 Part A.I).
    middle_name: {
      text: 'What is your middle name, if you have one?',
      hint: 'Leave this blank if you do not have a middle name.',
    },
    other_names: {
      text: 'What other names have you used, if any?',
      hint: 'Include a maiden name, nicknames, other spellings of your name and any name you used on travel documents.',
    },
    city_of_birth: {
      text: 'In which city or town were you born?',
      hint: 'If you were born in a small village, you can add the district or province.',
    },
    nationality_at_birth: {
      text: 'What was your nationality when you were born?',
      hint: 'This is often the same as your nationality today.',
    },
    gender: {
      text: 'What is your gender?',
    },
    marital_status: {
      text: 'What is your marital status?',
      hint: 'If you are separated but not divorced, choose Married.',
    },
    race_ethnic_group: {
      text: 'What is your race, ethnic group or tribal group?',
      hint: 'Use the words people use in your country, for example the name of your ethnic group, people or tribe.',
    },
    native_language: {
      text: 'What is your native language?',
      hint: 'If you speak a particular dialect, write it too.',
    },
    english_fluent: {
      text: 'Do you speak English fluently?',
      hint: 'Choose Yes only if you can speak and understand English well enough to tell your story without help.',
    },
    other_languages: {
      text: 'What other languages do you speak fluently?',
      hint: 'Leave this blank if you do not speak another language well.',
    },
    // Travel History
    last_departure_date: {
      text: 'On what date did you last leave your home country?',
      hint: 'If you do not remember the exact day, choose the closest date you can; you can explain this later.',
    },
    place_of_last_arrival: {
      text: 'Where did you enter the United States the last time?',
      hint: 'For example, an airport, a border port of entry, or the nearest town to where you crossed, with the state.',
    },
    entry_method: {
      text: 'How did you enter the United States the last time?',
      hint: '“Without inspection” means you came in without being checked by a US immigration officer; if none of these fits, choose Other.',
    },
    status_at_entry: {
      text: 'What immigration status did you have when you entered, if any?',
      hint: 'For example B-2 (visitor), F-1 (student) or parole; if you entered without inspection, write “Entered without inspection”.',
    },
    i94_number: {
      text: 'What is your I-94 number, if you have one?',
      hint: 'It is on your I-94 arrival record or at i94.cbp.dhs.gov; leave this blank if you never received one.',
    },
    transit_countries: {
      text: 'Which countries did you pass through or stay in on your way to the United States, and for how long?',
      hint: 'List each country in order, with the dates or how long you were there, and whether you had or asked for any legal status there.',
    },
    returned_to_country: {
      text: 'After you left the country where you were harmed or fear harm, did you ever go back there?',
      hint: 'Answer Yes even if it was a short visit.',
    },
    returned_details: {
      text: 'If you went back, when, for how long, and why?',
      hint: 'Give the dates of each trip and its reason, for example to care for a sick relative.',
    },
    // Persecution Details
    past_harm_details: {
      text: 'If you or people close to you were harmed or threatened, what happened, when, who did it, and why do you think they did it?',
      hint: 'A few sentences are enough for now; you can add more later, with a lawyer or representative if you have one.',
    },
    persecutors: {
      text: 'Who harmed or threatened you, or who are you afraid of?',
      hint: 'For example police, soldiers, a gang, a militia, a political group or a family member; give names or descriptions if you know them.',
    },
    arrested: {
      text: 'Have you or anyone in your family ever been accused, arrested, detained, questioned, charged, convicted or imprisoned in a country other than the United States?',
      hint: 'Include any time police, soldiers or other officials held one of you, even briefly or without charges.',
    },
    arrested_details: {
      text: 'If you or a family member was ever held, who was it, who held them, when, for how long, and what happened?',
      hint: 'Include the reason given, if there was one; you can add more detail later with your lawyer or representative.',
    },
    // Religious Background
    religion: {
      text: 'What is your religion, if you have one?',
      hint: 'Include the branch or denomination, for example Catholic, Sunni Muslim or Evangelical Christian; if you have none, write “None”.',
    },
    religious_harm: {
      text: 'If you were harmed or threatened because of your religious beliefs or practices, what happened?',
      hint: 'Include harm for not sharing a religion, for changing religion or for having none; a short answer is fine for now.',
    },
    // Political Background
    political_activity: {
      text: 'What political activities have you taken part in, or what political opinions are you known for?',
      hint: 'For example voting, marches, speaking out, posting online or refusing to join a group; include opinions others think you hold, even if you do not.',
    },
    organizations: {
      text: 'Which groups or organizations in your home country have you or your family belonged to or been connected with, if any?',
      hint: 'For example political parties, labor unions, ethnic, religious, student or community groups, human rights groups, the press, the military, the police or armed groups; include each person’s role and the dates.',
    },
    organizations_continuing: {
      text: 'Do you or your family still take part in any of these groups, and if so, how?',
      hint: 'Include taking part from the United States, for example online or at meetings here.',
    },
    // Social Group
    social_group: {
      text: 'Is there a group you belong to, or that others believe you belong to, that was a reason you were harmed or fear harm?',
      hint: 'For example your family, your sexual orientation or gender identity, or a shared past you cannot change; describe the group in your own words.',
    },
    // Family and Associates
    spouse_name: {
      text: 'If you are married, what is your spouse’s full name?',
      hint: 'Leave this blank if you are not married.',
    },
    children: {
      text: 'What are the names and dates of birth of your children, and where does each one live now?',
      hint: 'List all your children, whatever their age, marital status or where they live.',
    },
    family_harmed: {
      text: 'If any of your family members have been harmed or threatened, what happened?',
      hint: 'Include relatives still in your country and anything that happened after you left; a short answer is fine for now.',
    },
    // Country Conditions
    country_conditions: {
      text: 'What is happening in your country that makes it unsafe for people like you?',
      hint: 'You can mention news, reports, or what you saw or heard happen to others like you; it is fine to write “I don’t know”.',
    },
    relocation: {
      text: 'Could you live safely in another part of your country, and why or why not?',
      hint: 'For example, whether the people who harmed you could find you there, or whether you already tried moving.',
    },
    // Future Fear
    fear_details: {
      text: 'What do you fear would happen to you, who would do it, and why?',
      hint: 'Include any threats you or your family have received, even after you left.',
    },
    torture_fear: {
      text: 'Are you afraid of being tortured in your home country or in any other country you could be sent to?',
      hint: 'Here, torture means severe pain or suffering, of body or mind, caused on purpose by officials or by others while officials allow it.',
    },
    torture_details: {
      text: 'If you fear torture, who do you fear would torture you, and why?',
      hint: 'Include whether officials took part in, allowed or ignored harm to you or to people like you.',
    },
    // Evidence
    evidence_available: {
      text: 'What documents or other proof do you have, or could you get, to support your story?',
      hint: 'For example identity papers, medical or police records, photos, messages, news articles or letters; if you cannot get something, note why.',
    },
    witnesses: {
      text: 'Who could confirm what happened to you, for example in a letter or statement?',
      hint: 'Give each person’s name, how they know you and where they live now.',
    },
    // Filing Requirements (I-589 Parts A.I and C)
    applied_before: {
      text: 'Have you, your spouse, your children, your parents or your brothers or sisters ever applied to the US government for refugee status, asylum or withholding of removal?',
      hint: 'Include any application, even if it was denied or withdrawn.',
    },
    applied_before_details: {
      text: 'If you or a family member applied before, who applied, when and where, and what was the result?',
      hint: 'Include any A-Number (Alien Registration Number) or receipt number you have.',
    },
    in_court: {
      text: 'Are you in immigration court proceedings now, or have you ever been?',
      hint: 'For example, if you received a Notice to Appear (Form I-862) or had a hearing before an immigration judge.',
    },
    late_filing_reason: {
      text: 'If you are applying more than one year after you last arrived in the United States, why did you not apply sooner?',
      hint: 'Skip this if it does not apply to you; otherwise describe any changes in your country or your life, or events such as a serious illness, that affected when you could apply.',
    },
    harmed_others: {
      text: 'Have you ever ordered, encouraged, helped with or taken part in harming anyone because of their race, religion, nationality, membership in a particular social group or political opinion?',
      hint: 'Form I-589 also asks this about your spouse and children; if the answer may be yes, talk with a lawyer or accredited representative before you file.',
    },
    crimes: {
      text: 'Have you ever been arrested, charged or convicted of a crime, in any country?',
      hint: 'Include minor offenses and immigration violations, even if the charges were dropped.',
    },
    crimes_details: {
      text: 'If you were ever arrested, charged or convicted, what happened, when and where, and what was the result?',
      hint: 'For each one, give the date, the place, the charge and the outcome, such as dismissed, a fine or a sentence.',
    },
    // Credibility, Additional Information, Case Analysis
    prior_statements: {
      text: 'If US immigration officials have ever interviewed you or taken a statement from you, when and where was it?',
      hint: 'For example at the border or an airport, or in a credible fear interview; write what you remember being asked and what you said.',
    },
    additional_info: {
      text: 'Is there anything else you want to add?',
      hint: 'For example health problems, anything that did not fit elsewhere, or questions you want to ask a lawyer.',
    },
    why_protection: {
      text: 'In your own words, why do you believe you would be harmed because of who you are or what you believe?',
      hint: 'Write it the way you would tell someone you trust; no legal words are needed.',
    },
  },
  options: {
    yes: 'Yes',
    no: 'No',
    male: 'Male',
    female: 'Female',
    single: 'Single',
    married: 'Married',
    divorced: 'Divorced',
    widowed: 'Widowed',
    visa: 'With a visa',
    withoutInspection: 'Without inspection',
    parole: 'Parole',
    other: 'Other',
    race: 'Race',
    religion: 'Religion',
    nationality: 'Nationality',
    politicalOpinion: 'Political Opinion',
    socialGroup: 'Membership in Particular Social Group',
    persecutor: 'The government was the persecutor',
    unableToProtect: 'The government was unable to protect me',
    unwillingToProtect: 'The government was unwilling to protect me',
    didNotSeekProtection: 'I did not seek government protection',
  },
} as const;
