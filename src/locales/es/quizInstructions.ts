/**
 * Spanish (Latin America) of every quiz's instructions, by quiz id (the content pack writes them in
 * English: src/server/content/curriculum/lessons). They tell the student what to do; the English
 * words being taught (their, there, they're…) stay English, and so do the questions.
 * tests/unit/i18n-catalogues.test.ts checks that every quiz of the content pack has one.
 */
export default {
  quizInstructions: {
    // Capitalization
    'mu-capitalization-pre': 'Lee cada oración con atención y decide qué palabras llevan mayúscula. Elige o escribe la mejor respuesta.',
    'mu-capitalization-pe1': 'Practica lo básico: el comienzo de la oración, la palabra I, los nombres, los días y los meses.',
    'mu-capitalization-pe2':
      'Ahora practica lugares, días festivos, nombres de familia e idiomas. Recuerda: en inglés las estaciones del año van con minúscula.',
    'mu-capitalization-pe3':
      'Estas preguntas son más difíciles. Piensa en los títulos, los títulos de las personas y la diferencia entre sustantivos comunes y propios.',
    'mu-capitalization-post': 'Demuestra lo que sabes sobre las mayúsculas. Elige o escribe la mejor respuesta para cada pregunta.',
    // End Punctuation
    'mu-end-punctuation-pre':
      'Lee cada oración y piensa si informa, pregunta, ordena o muestra una emoción fuerte. Elige o escribe la mejor respuesta.',
    'mu-end-punctuation-pe1': 'Practica con oraciones que informan y oraciones que preguntan. ¿La oración informa o pregunta?',
    'mu-end-punctuation-pe2': 'Ahora agrega órdenes y exclamaciones. Piensa en cómo sonaría cada oración si la dijeras en voz alta.',
    'mu-end-punctuation-pe3':
      'Estas son más difíciles. Fíjate en las preguntas indirectas, las abreviaturas y las oraciones que empiezan con what o how.',
    'mu-end-punctuation-post':
      'Demuestra lo que aprendiste sobre el punto, el signo de interrogación y el signo de exclamación. Elige o escribe la mejor respuesta.',
    // Commas
    'mu-commas-pre': 'Lee cada oración y decide dónde van las comas. Elige o escribe la mejor respuesta.',
    'mu-commas-pe1': 'Practica las comas en listas, en fechas y con nombres. Elige o escribe la mejor respuesta.',
    'mu-commas-pe2': 'Practica las comas después de palabras introductorias, en oraciones compuestas y en fechas y lugares.',
    'mu-commas-pe3': 'Estas son más difíciles. Fíjate en las comas que sobran, los nombres en medio de la oración y las fechas más largas.',
    'mu-commas-post': 'Demuestra lo que aprendiste sobre las comas. Elige o escribe la mejor respuesta para cada pregunta.',
    // Apostrophes
    'mu-apostrophes-pre':
      'Lee cada pregunta con atención. Piensa en las contracciones, los posesivos y los plurales simples, y luego elige o escribe la mejor respuesta.',
    'mu-apostrophes-pe1': 'Practica las contracciones. Recuerda: el apóstrofo va donde faltan letras.',
    'mu-apostrophes-pe2': 'Practica los posesivos y los plurales simples. Pregúntate: ¿esta palabra es dueña de algo?',
    'mu-apostrophes-pe3':
      'Estas son más difíciles. Fíjate en its e it’s, your y you’re, their y they’re, y en plurales como mice y children.',
    'mu-apostrophes-post': 'Demuestra lo que aprendiste sobre el apóstrofo. Elige o escribe la mejor respuesta para cada pregunta.',
    // Quotation Marks
    'mu-quotation-marks-pre':
      'Responde cada pregunta sobre las comillas. Elige la mejor respuesta o escribe la palabra o el signo que falta.',
    'mu-quotation-marks-pe1':
      'Practica lo básico: qué va dentro de las comillas y cómo empieza una cita. Elige la mejor respuesta o escribe la palabra o el signo que falta.',
    'mu-quotation-marks-pe2':
      'Practica la puntuación de las citas cuando quien habla se nombra al principio o al final, y cómo escribir títulos cortos. Elige la mejor respuesta o escribe la palabra o el signo que falta.',
    'mu-quotation-marks-pe3':
      'Estas son más difíciles: quien habla se nombra en medio de la cita, signos de interrogación fuera de las comillas y cambios de quien habla. Elige la mejor respuesta o escribe la palabra o el signo que falta.',
    'mu-quotation-marks-post':
      'Demuestra lo que aprendiste sobre las comillas. Elige la mejor respuesta o escribe la palabra o el signo que falta.',
    // Subject-Verb Agreement
    'mu-subject-verb-agreement-pre': 'Elige el verbo o la oración donde el sujeto y el verbo concuerdan, o escribe el verbo que falta.',
    'mu-subject-verb-agreement-pe1':
      'Practica cómo hacer concordar sujetos en singular y en plural con sus verbos. Elige la mejor respuesta o escribe el verbo que falta.',
    'mu-subject-verb-agreement-pe2':
      'Practica la concordancia con sujetos compuestos, verbos auxiliares y oraciones que empiezan con “there”. Elige la mejor respuesta o escribe el verbo que falta.',
    'mu-subject-verb-agreement-pe3':
      'Estas son más difíciles: encuentra el verdadero sujeto cuando hay una frase entre el sujeto y el verbo. Elige la mejor respuesta o escribe el verbo que falta.',
    'mu-subject-verb-agreement-post':
      'Demuestra lo que aprendiste sobre la concordancia entre sujeto y verbo. Elige la mejor respuesta o escribe el verbo que falta.',
    // Pronoun-Antecedent Agreement
    'mu-pronoun-antecedent-agreement-pre':
      'Elige el pronombre o la oración que concuerda con su antecedente y es clara, o escribe el pronombre que falta.',
    'mu-pronoun-antecedent-agreement-pe1':
      'Practica cómo encontrar antecedentes y elegir los pronombres que concuerdan con ellos. Elige la mejor respuesta o escribe el pronombre que falta.',
    'mu-pronoun-antecedent-agreement-pe2':
      'Practica los pronombres para antecedentes compuestos y para antecedentes seguidos de una frase. Elige la mejor respuesta o escribe el pronombre que falta.',
    'mu-pronoun-antecedent-agreement-pe3':
      'Estas son más difíciles: corrige pronombres confusos o poco claros y haz concordar el pronombre con el antecedente más cercano. Elige la mejor respuesta o escribe el pronombre que falta.',
    'mu-pronoun-antecedent-agreement-post':
      'Demuestra lo que aprendiste sobre la concordancia entre pronombre y antecedente. Elige la mejor respuesta o escribe el pronombre que falta.',
    // Commonly Confused Words
    'mu-commonly-confused-words-pre': 'Elige la palabra o la oración correcta, o escribe la palabra que falta.',
    'mu-commonly-confused-words-pe1':
      'Practica their, there, they’re, to, too, two, your e its. Elige la mejor respuesta o escribe la palabra que falta.',
    'mu-commonly-confused-words-pe2':
      'Practica then, than, accept, except, affect, effect e it’s. Elige la mejor respuesta o escribe la palabra que falta.',
    'mu-commonly-confused-words-pe3':
      'Estas son más difíciles: algunas oraciones usan dos palabras engañosas y otras tienen un error que debes encontrar. Elige la mejor respuesta o escribe la palabra que falta.',
    'mu-commonly-confused-words-post':
      'Demuestra lo que aprendiste sobre las palabras que se confunden con frecuencia. Elige la mejor respuesta o escribe la palabra que falta.',
    // Nouns
    'pos-nouns-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los sustantivos (nouns). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-nouns-pe1':
      'Encuentra los sustantivos, distingue los comunes de los propios y forma plurales sencillos. Lee cada oración con atención.',
    'pos-nouns-pe2':
      'Usa las reglas para escribir plurales: palabras que terminan en y, f y o, y plurales irregulares. Fíjate bien en cómo se escribe cada una.',
    'pos-nouns-pe3':
      'Muestra a quién pertenece algo con sustantivos posesivos y distingue los plurales de los posesivos. Fíjate dónde va cada apóstrofo.',
    'pos-nouns-post': 'Demuestra lo que aprendiste sobre los sustantivos. Lee cada pregunta con atención antes de responder.',
    // Pronouns
    'pos-pronouns-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los pronombres (pronouns). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-pronouns-pe1':
      'Encuentra los pronombres y elige pronombres de sujeto o de objeto para reemplazar sustantivos. Lee cada oración con atención.',
    'pos-pronouns-pe2': 'Practica los pronombres de objeto y los posesivos, incluidos its e it’s. Fíjate bien en los apóstrofos.',
    'pos-pronouns-pe3':
      'Elige entre I y me, he y him, we y us, y usa bien los pronombres reflexivos. Prueba el truco de tapar la otra palabra.',
    'pos-pronouns-post': 'Demuestra lo que aprendiste sobre los pronombres. Lee cada pregunta con atención antes de responder.',
    // Verbs
    'pos-verbs-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los verbos (verbs). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-verbs-pe1': 'Encuentra los verbos y di si cada oración pasa en el pasado, el presente o el futuro.',
    'pos-verbs-pe2': 'Encuentra los verbos copulativos y los auxiliares. Pregúntate si cada verbo muestra una acción, une o ayuda.',
    'pos-verbs-pe3': 'Usa verbos irregulares en pasado y mantén el mismo tiempo verbal. Estas son las preguntas de verbos más difíciles.',
    'pos-verbs-post': 'Demuestra lo que aprendiste sobre los verbos. Lee cada pregunta con atención antes de responder.',
    // Adjectives
    'pos-adjectives-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los adjetivos (adjectives). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-adjectives-pe1': 'Encuentra los adjetivos y los artículos, y di qué describe cada adjetivo.',
    'pos-adjectives-pe2': 'Compara cosas con -er y -est. Recuerda las reglas para escribir palabras como big y happy.',
    'pos-adjectives-pe3':
      'Usa more y most, formas irregulares como better y worse, y los artículos a y an. Estas son las preguntas de adjetivos más difíciles.',
    'pos-adjectives-post': 'Demuestra lo que aprendiste sobre los adjetivos. Lee cada pregunta con atención antes de responder.',
    // Adverbs
    'pos-adverbs-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los adverbios (adverbs). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-adverbs-pe1': 'Encuentra los adverbios y di si cada uno responde cómo, cuándo o dónde.',
    'pos-adverbs-pe2':
      'Forma adverbios con -ly y encuentra adverbios que dicen en qué medida. Cuidado con las palabras terminadas en -ly que son adjetivos.',
    'pos-adverbs-pe3': 'Elige entre good y well, y compara con adverbios. Estas son las preguntas de adverbios más difíciles.',
    'pos-adverbs-post': 'Demuestra lo que aprendiste sobre los adverbios. Lee cada pregunta con atención antes de responder.',
    // Prepositions
    'pos-prepositions-pre': 'Lee cada oración con atención. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pos-prepositions-pe1':
      'Encuentra las preposiciones y sus complementos. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pos-prepositions-pe2':
      'Decide si cada frase preposicional dice dónde, cuándo o hacia dónde, y encuentra la frase completa. Elige o escribe la mejor respuesta.',
    'pos-prepositions-pe3':
      'Estas preguntas son más difíciles. Fíjate en los adverbios que parecen preposiciones y en los pronombres después de una preposición.',
    'pos-prepositions-post':
      'Demuestra lo que sabes sobre las preposiciones. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    // Conjunctions
    'pos-conjunctions-pre': 'Lee cada oración con atención. Elige la mejor respuesta o escribe la conjunción en el espacio en blanco.',
    'pos-conjunctions-pe1':
      'Practica cómo encontrar las conjunciones coordinantes (FANBOYS). Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pos-conjunctions-pe2':
      'Practica las conjunciones subordinantes y las comas. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pos-conjunctions-pe3': 'Estas preguntas mezclan los tres tipos de conjunciones. Lee cada oración con atención antes de responder.',
    'pos-conjunctions-post':
      'Demuestra lo que sabes sobre las conjunciones. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    // Interjections
    'pos-interjections-pre': 'Lee cada oración con atención. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pos-interjections-pe1':
      'Practica cómo encontrar interjecciones y los sentimientos que muestran. Elige la mejor respuesta o escribe la interjección en el espacio en blanco.',
    'pos-interjections-pe2':
      'Practica la puntuación de las interjecciones. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pos-interjections-pe3':
      'Estas preguntas son más difíciles. Decide si una palabra de verdad es una interjección y elige las interjecciones que encajan.',
    'pos-interjections-post':
      'Demuestra lo que sabes sobre las interjecciones. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    // Subjects and Predicates
    'pts-subjects-and-predicates-pre':
      'Lee cada oración con atención. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pts-subjects-and-predicates-pe1':
      'Practica cómo encontrar sujetos y predicados. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pts-subjects-and-predicates-pe2':
      'Encuentra sujetos simples, predicados simples y partes compuestas. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pts-subjects-and-predicates-pe3':
      'Estas preguntas son más difíciles. Fíjate en los sujetos que van después del verbo, los sujetos implícitos y las oraciones compuestas.',
    'pts-subjects-and-predicates-post':
      'Demuestra lo que sabes sobre sujetos y predicados. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    // Direct and Indirect Objects
    'pts-direct-and-indirect-objects-pre':
      'Lee cada oración con atención. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    'pts-direct-and-indirect-objects-pe1':
      'Practica cómo encontrar el complemento directo. Encuentra el verbo de acción y luego pregunta “what?” o “whom?”.',
    'pts-direct-and-indirect-objects-pe2':
      'Practica cómo encontrar el complemento indirecto. Recuerda: el complemento indirecto va entre el verbo y el complemento directo.',
    'pts-direct-and-indirect-objects-pe3':
      'Estas preguntas son más difíciles. Fíjate en las frases preposicionales, los verbos copulativos, los complementos compuestos y los pronombres.',
    'pts-direct-and-indirect-objects-post':
      'Demuestra lo que sabes sobre los complementos directos e indirectos. Elige la mejor respuesta o escribe la respuesta en el espacio en blanco.',
    // Subject Complements
    'pts-subject-complements-pre':
      'Responde cada pregunta sobre verbos copulativos, sustantivos predicativos y adjetivos predicativos. Haz tu mejor esfuerzo: esto muestra lo que ya sabes.',
    'pts-subject-complements-pe1':
      'Encuentra los verbos copulativos y las palabras que vuelven a nombrar o describen al sujeto. Empieza por el verbo copulativo y luego mira lo que viene después.',
    'pts-subject-complements-pe2':
      'Decide si cada verbo es de acción o copulativo, y distingue los sustantivos predicativos de los adjetivos predicativos. Usa la prueba de “is” si no estás seguro.',
    'pts-subject-complements-pe3':
      'Estas preguntas son más difíciles. Fíjate en los verbos de acción, los verbos auxiliares y los complementos directos que parecen complementos del sujeto.',
    'pts-subject-complements-post':
      'Demuestra lo que aprendiste sobre verbos copulativos, sustantivos predicativos y adjetivos predicativos. Lee cada oración con atención antes de responder.',
    // Phrases
    'pts-phrases-pre': 'Responde cada pregunta sobre las frases. Haz tu mejor esfuerzo: esto muestra lo que ya sabes.',
    'pts-phrases-pe1':
      'Encuentra frases preposicionales, frases apositivas y frases verbales. Recuerda: una frase no tiene un par de sujeto y verbo.',
    'pts-phrases-pe2': 'Fíjate bien en lo que hace cada frase en su oración. Algunas oraciones tienen más de una frase.',
    'pts-phrases-pe3':
      'Estas preguntas son más difíciles. Fíjate en las frases verbales separadas por otras palabras, y recuerda que el sujeto nunca está dentro de una frase preposicional.',
    'pts-phrases-post': 'Demuestra lo que aprendiste sobre las frases. Lee cada oración con atención antes de responder.',
    // Clauses
    'pts-clauses-pre':
      'Responde cada pregunta sobre cláusulas independientes y dependientes. Haz tu mejor esfuerzo: esto muestra lo que ya sabes.',
    'pts-clauses-pe1':
      'Distingue las cláusulas de las frases, y las cláusulas independientes de las dependientes. Primero busca un sujeto y un verbo.',
    'pts-clauses-pe2': 'Encuentra las cláusulas de cada oración y decide qué función cumplen.',
    'pts-clauses-pe3':
      'Estas preguntas son más difíciles. Cuenta los pares de sujeto y verbo, fíjate en las oraciones incompletas y elige con cuidado los pronombres relativos.',
    'pts-clauses-post': 'Demuestra lo que aprendiste sobre las cláusulas. Lee cada oración con atención antes de responder.',
    // Four Types of Sentences
    'pts-sentence-types-pre':
      'Lee cada oración y decide de qué tipo es o qué signo necesita al final. Haz tu mejor esfuerzo: esto muestra lo que ya sabes.',
    'pts-sentence-types-pe1': 'Relaciona cada oración con su tipo y con su signo final. Pregúntate: ¿informa, pregunta, ordena o exclama?',
    'pts-sentence-types-pe2':
      'Elige los signos finales y los tipos de oración. Algunas oraciones empiezan con la misma palabra pero cumplen funciones distintas.',
    'pts-sentence-types-pe3':
      'Estas preguntas son más difíciles. Algunas oraciones hablan de una pregunta sin hacerla. Piensa en lo que de verdad hace cada oración.',
    'pts-sentence-types-post': 'Demuestra lo que aprendiste sobre los cuatro tipos de oraciones y sus signos finales.',
    // Sentence Structures
    'pts-sentence-structures-pre':
      'Decide cómo está construida cada oración y responde preguntas sobre oraciones simples, compuestas, complejas y compuestas-complejas. Haz tu mejor esfuerzo: esto muestra lo que ya sabes.',
    'pts-sentence-structures-pe1': 'Nombra la estructura de cada oración. Empieza por encontrar las cláusulas.',
    'pts-sentence-structures-pe2':
      'Identifica cada estructura y elige las palabras de enlace correctas. Recuerda que un sujeto o un verbo compuesto no forman una oración compuesta.',
    'pts-sentence-structures-pe3':
      'Estas son las preguntas más difíciles. Encuentra cada par de sujeto y verbo, decide qué cláusulas son dependientes y luego cuenta.',
    'pts-sentence-structures-post':
      'Demuestra lo que aprendiste sobre las estructuras de las oraciones. Lee cada oración con atención y busca todas las cláusulas.',
    // Fragments and Run-Ons
    'pts-fragments-and-run-ons-pre':
      'Lee con atención cada grupo de palabras. Decide si es una oración completa, un fragmento, una oración corrida (run-on) o un empalme con coma (comma splice), y elige o escribe la mejor respuesta.',
    'pts-fragments-and-run-ons-pe1':
      'Practiquemos cómo reconocer oraciones completas y fragmentos. Busca un sujeto, un verbo y una idea completa.',
    'pts-fragments-and-run-ons-pe2':
      'Ahora practica cómo reconocer oraciones corridas y empalmes con coma, y cómo elegir buenas maneras de corregirlos.',
    'pts-fragments-and-run-ons-pe3':
      'Estas son más difíciles. Fíjate en las cláusulas dependientes, el punto y coma y palabras como however. Elige o escribe la mejor respuesta.',
    'pts-fragments-and-run-ons-post':
      'Demuestra lo que aprendiste sobre fragmentos, oraciones corridas y empalmes con coma. Elige o escribe la mejor respuesta para cada pregunta.',
  },
} satisfies { quizInstructions: Record<string, string> };
