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
    // Abstract Nouns
    'pos-abstract-nouns-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los sustantivos abstractos (abstract nouns). ¡Haz tu mejor esfuerzo!',
    'pos-abstract-nouns-pe1':
      'Distingue los sustantivos concretos de los abstractos, y forma sustantivos abstractos a partir de otras palabras.',
    'pos-abstract-nouns-pe2': 'Sigue practicando. Fíjate en las palabras que deberían ser sustantivos.',
    'pos-abstract-nouns-pe3': 'Una ronda más. Clasifica, elige y corrige sustantivos abstractos.',
    'pos-abstract-nouns-post': 'Demuestra lo que aprendiste sobre los sustantivos abstractos.',
    // Relative Pronouns and Adverbs
    'pos-relative-pronouns-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los pronombres relativos y los adverbios relativos.',
    'pos-relative-pronouns-pe1': 'Practica who, which, that, whose, whom, where, when y why.',
    'pos-relative-pronouns-pe2': 'Sigue así. Pregúntate: ¿habla de una persona, una cosa, un lugar, un momento o una razón?',
    'pos-relative-pronouns-pe3': 'Una ronda más. Elige, corrige y combina.',
    'pos-relative-pronouns-post': 'Demuestra lo que aprendiste sobre los pronombres relativos y los adverbios relativos.',
    // Adjective Order
    'pos-adjective-order-pre': 'Responde cada pregunta para mostrar lo que ya sabes sobre el orden de los adjetivos.',
    'pos-adjective-order-pe1': 'Practica cómo nombrar los tipos de adjetivos y cómo ponerlos en orden.',
    'pos-adjective-order-pe2': 'Sigue así. Di cada frase en voz alta para comprobarla.',
    'pos-adjective-order-pe3': 'Una ronda más. Clasifica, toca y corrige.',
    'pos-adjective-order-post': 'Demuestra lo que aprendiste sobre el orden de los adjetivos.',
    // Modal Verbs
    'pos-modal-verbs-pre': 'Responde estas preguntas para ver lo que ya sabes sobre los verbos modales (modal verbs).',
    'pos-modal-verbs-pe1': 'Encuentra los verbos modales y fórmalos de la manera correcta.',
    'pos-modal-verbs-pe2': 'Elige el verbo modal que dice lo que quieres decir.',
    'pos-modal-verbs-pe3': 'Encuentra, corrige y elige verbos modales.',
    'pos-modal-verbs-post': 'Demuestra lo que sabes sobre los verbos modales.',
    // Correlative Conjunctions
    'pos-correlative-conjunctions-pre':
      'Responde estas preguntas para ver lo que ya sabes sobre las conjunciones correlativas (correlative conjunctions).',
    'pos-correlative-conjunctions-pe1': 'Encuentra los pares correlativos y une cada palabra con su pareja.',
    'pos-correlative-conjunctions-pe2': 'Elige y corrige las dos palabras de cada par.',
    'pos-correlative-conjunctions-pe3': 'Usa pares correlativos para unir ideas y decir lo que quieres decir.',
    'pos-correlative-conjunctions-post': 'Demuestra lo que sabes sobre las conjunciones correlativas.',
    // Pronoun Case
    'pos-pronoun-case-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre el caso de los pronombres (pronoun case). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-pronoun-case-pe1':
      'Practica cómo elegir pronombres de sujeto y pronombres de objeto. Pregúntate si el pronombre hace la acción o la recibe.',
    'pos-pronoun-case-pe2':
      'Practica los pronombres en pareja, como “Ana and I” o “for Ana and me”. Usa en cada uno el truco de tapar la otra palabra.',
    'pos-pronoun-case-pe3': 'Practica los pronombres posesivos. Recuerda: los pronombres posesivos nunca llevan apóstrofo.',
    'pos-pronoun-case-post':
      'Demuestra lo que aprendiste sobre el caso de los pronombres. Lee cada oración con atención antes de responder.',
    // Intensive Pronouns
    'pos-intensive-pronouns-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los pronombres intensivos (intensive pronouns). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-intensive-pronouns-pe1':
      'Practica cómo distinguir los pronombres intensivos de los reflexivos. Quita la palabra con -self y fíjate si la oración todavía funciona.',
    'pos-intensive-pronouns-pe2': 'Practica cómo elegir el pronombre con -self que concuerda con la palabra a la que se refiere.',
    'pos-intensive-pronouns-pe3':
      'Practica cómo evitar errores comunes con -self: nada de hisself ni theirselves, y no uses myself en lugar de I o me.',
    'pos-intensive-pronouns-post':
      'Demuestra lo que aprendiste sobre los pronombres intensivos. Lee cada oración con atención antes de responder.',
    // Pronoun Shifts
    'pos-pronoun-shifts-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los cambios de pronombre (pronoun shifts). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-pronoun-shifts-pe1':
      'Practica cómo nombrar la persona de los pronombres (primera, segunda o tercera) y cómo mantener la misma persona en una oración.',
    'pos-pronoun-shifts-pe2':
      'Practica cómo hacer concordar los pronombres en número: las palabras en singular llevan pronombres en singular, y las palabras en plural llevan pronombres en plural.',
    'pos-pronoun-shifts-pe3': 'Practica cómo encontrar y corregir los dos tipos de cambios, en oraciones y en párrafos cortos.',
    'pos-pronoun-shifts-post':
      'Demuestra lo que aprendiste sobre los cambios de pronombre. Lee cada oración con atención antes de responder.',
    // Vague Pronouns
    'pos-vague-pronouns-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre los pronombres poco claros (vague pronouns). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pos-vague-pronouns-pe1': 'Practica cómo encontrar pronombres que podrían referirse a dos personas o a dos cosas, y cómo corregirlos.',
    'pos-vague-pronouns-pe2': 'Practica cómo corregir they e it cuando no se refieren a nadie ni a nada.',
    'pos-vague-pronouns-pe3': 'Practica cómo corregir this, that y which cuando podrían referirse a más de una idea.',
    'pos-vague-pronouns-post':
      'Demuestra lo que aprendiste sobre los pronombres poco claros. Lee cada oración con atención antes de responder.',
    // Verbals: Gerunds, Participles, and Infinitives
    'pos-verbals-pre':
      'Muestra lo que ya sabes sobre los gerundios, los participios y los infinitivos. Haz tu mejor esfuerzo, aunque algunas palabras te parezcan nuevas.',
    'pos-verbals-pe1': 'Nombra cada verboide (verbal) y di qué función cumple. Lee cada oración con atención antes de responder.',
    'pos-verbals-pe2': 'Practica cómo encontrar verboides, usar la forma correcta y escribir oraciones con ellos.',
    'pos-verbals-pe3': 'Distingue los usos de las palabras terminadas en -ing y usa verboides para unir ideas.',
    'pos-verbals-post': 'Demuestra lo que aprendiste sobre los verboides y las funciones que cumplen.',
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
    // Capital Letters in Titles
    'pu-capitals-in-titles-pre': 'Responde cada pregunta para mostrar lo que ya sabes sobre las mayúsculas en los títulos.',
    'pu-capitals-in-titles-pe1':
      'Practica las reglas de los títulos: la primera y la última palabra, las palabras importantes y las palabras cortas.',
    'pu-capitals-in-titles-pe2': 'Sigue así. Revisa cada palabra de cada título.',
    'pu-capitals-in-titles-pe3': 'Una ronda más. Clasifica, toca y corrige títulos.',
    'pu-capitals-in-titles-post': 'Demuestra lo que aprendiste sobre las mayúsculas en los títulos.',
    // Commas in Addresses and Dates
    'pu-commas-addresses-dates-pre': 'Responde cada pregunta para mostrar lo que ya sabes sobre las comas en las direcciones y las fechas.',
    'pu-commas-addresses-dates-pe1': 'Practica las comas entre la ciudad y el estado, en las direcciones y en las fechas.',
    'pu-commas-addresses-dates-pe2': 'Sigue así. Fíjate en las comas después del estado o del año.',
    'pu-commas-addresses-dates-pe3': 'Una ronda más. Encuentra, corrige y combina.',
    'pu-commas-addresses-dates-post': 'Demuestra lo que aprendiste sobre las comas en las direcciones y las fechas.',
    // Commas and Quotation Marks in Dialogue
    'pu-dialogue-pre': 'Responde cada pregunta para mostrar lo que ya sabes sobre cómo escribir diálogos.',
    'pu-dialogue-pe1': 'Practica las comillas, las comas y los signos finales en los diálogos.',
    'pu-dialogue-pe2': 'Sigue así. Revisa dónde va cada signo.',
    'pu-dialogue-pe3': 'Una ronda más. Clasifica, toca y corrige diálogos.',
    'pu-dialogue-post': 'Demuestra lo que aprendiste sobre las comas y las comillas en los diálogos.',
    // Commas in Compound Sentences
    'pu-comma-compound-pre': 'Responde estas preguntas para ver lo que ya sabes sobre las comas en las oraciones compuestas.',
    'pu-comma-compound-pe1': 'Distingue las oraciones compuestas de las oraciones que no necesitan coma.',
    'pu-comma-compound-pe2': 'Pon la coma en el lugar correcto: justo antes de la conjunción.',
    'pu-comma-compound-pe3': 'Une dos oraciones con una coma y la conjunción que encaje.',
    'pu-comma-compound-post': 'Demuestra lo que sabes sobre las comas en las oraciones compuestas.',
    // Punctuation for Effect
    'pu-punctuation-for-effect-pre':
      'Responde estas preguntas para ver lo que ya sabes sobre cómo usar la puntuación para lograr un efecto.',
    'pu-punctuation-for-effect-pe1': 'Elige signos finales que muestren cómo debe sonar una oración.',
    'pu-punctuation-for-effect-pe2': 'Usa puntos suspensivos y rayas para crear pausas, suspenso y sorpresas.',
    'pu-punctuation-for-effect-pe3': 'Elige la puntuación que sirva para lo que quieres lograr, y no abuses de los signos fuertes.',
    'pu-punctuation-for-effect-post': 'Demuestra lo que sabes sobre cómo elegir la puntuación para lograr un efecto.',
    // Commas After Introductory Elements
    'pu-introductory-commas-pre':
      'Muestra lo que ya sabes sobre las comas después de los elementos introductorios. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-introductory-commas-pe1':
      'Practica con palabras y frases introductorias. Encuentra el elemento introductorio y pon la coma justo después.',
    'pu-introductory-commas-pe2':
      'Practica con cláusulas introductorias. Recuerda: una cláusula que abre una oración lleva una coma después.',
    'pu-introductory-commas-pe3': '¡A mezclar! Encuentra elementos introductorios de todo tipo y pon cada coma en su lugar.',
    'pu-introductory-commas-post':
      'Demuestra lo que aprendiste sobre las comas después de los elementos introductorios. Lee cada oración con atención.',
    // Commas with Yes, No, Tag Questions, and Names
    'pu-commas-direct-address-pre':
      'Muestra lo que ya sabes sobre las comas con yes, no, las preguntas de confirmación (tag questions) y los nombres. ¡Haz tu mejor esfuerzo!',
    'pu-commas-direct-address-pe1': 'Practica las comas después de yes y no, y antes de las preguntas de confirmación.',
    'pu-commas-direct-address-pe2': 'Practica las comas alrededor de los nombres de las personas a quienes les hablas.',
    'pu-commas-direct-address-pe3': '¡A mezclar! Usa comas con yes y no, con las preguntas de confirmación y con los nombres.',
    'pu-commas-direct-address-post':
      'Demuestra lo que aprendiste sobre las comas con yes, no, las preguntas de confirmación y los nombres.',
    // Titles of Works
    'pu-titles-of-works-pre':
      'Muestra lo que ya sabes sobre cómo marcar los títulos. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-titles-of-works-pe1': 'Practica cómo decidir qué títulos van en cursiva o subrayados y cuáles van entre comillas.',
    'pu-titles-of-works-pe2': 'Practica cómo escribir comillas alrededor de los títulos de obras cortas.',
    'pu-titles-of-works-pe3': '¡A mezclar! Elige cursiva, subrayado o comillas para cada título.',
    'pu-titles-of-works-post': 'Demuestra lo que aprendiste sobre cómo marcar los títulos. Lee cada pregunta con atención.',
    // Setting Off Extra Information: Commas, Parentheses, and Dashes
    'pu-nonrestrictive-elements-pre':
      'Muestra lo que ya sabes sobre cómo separar la información adicional. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-nonrestrictive-elements-pe1': 'Practica cómo separar la información adicional con un par de comas.',
    'pu-nonrestrictive-elements-pe2': 'Practica cómo decidir si una información es esencial o adicional.',
    'pu-nonrestrictive-elements-pe3': 'Practica cómo elegir entre comas, paréntesis o rayas, y cómo usarlos siempre en pares iguales.',
    'pu-nonrestrictive-elements-post': 'Demuestra lo que aprendiste sobre cómo separar la información adicional.',
    // Commas Between Coordinate Adjectives
    'pu-coordinate-adjectives-pre':
      'Muestra lo que ya sabes sobre las comas entre adjetivos. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-coordinate-adjectives-pe1': 'Practica la prueba de “and” y la prueba de cambiar el orden.',
    'pu-coordinate-adjectives-pe2': 'Practica cuándo no va coma: cuando los adjetivos son acumulativos.',
    'pu-coordinate-adjectives-pe3': 'Practica cómo poner la coma exactamente en el lugar correcto.',
    'pu-coordinate-adjectives-post': 'Demuestra lo que aprendiste sobre las comas entre adjetivos.',
    // Pauses and Breaks: Commas, Ellipses, and Dashes
    'pu-pauses-and-breaks-pre':
      'Muestra lo que ya sabes sobre la coma, los puntos suspensivos y la raya. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-pauses-and-breaks-pe1': 'Practica cómo distinguir una pausa corta, una pausa lenta y un corte repentino.',
    'pu-pauses-and-breaks-pe2': 'Practica cómo poner comas, rayas y puntos suspensivos donde corresponde.',
    'pu-pauses-and-breaks-pe3': 'Practica cómo elegir el mejor signo para cada tipo de pausa.',
    'pu-pauses-and-breaks-post':
      'Demuestra lo que aprendiste sobre las pausas y los cortes. Para escribir una raya, puedes teclear dos guiones (--).',
    // Ellipses for Omissions
    'pu-ellipsis-pre':
      'Muestra lo que ya sabes sobre cómo usar los puntos suspensivos para acortar una cita. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-ellipsis-pe1': 'Practica cómo encontrar dónde se quitaron palabras y cómo marcar ese corte.',
    'pu-ellipsis-pe2': 'Practica cortes justos que respetan lo que quiso decir el autor.',
    'pu-ellipsis-pe3': 'Practica cómo colocar, escribir y revisar los puntos suspensivos en las citas.',
    'pu-ellipsis-post': 'Demuestra lo que aprendiste sobre los puntos suspensivos para omitir palabras.',
    // Semicolons and Conjunctive Adverbs
    'pu-semicolons-pre':
      'Muestra lo que ya sabes sobre el punto y coma. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-semicolons-pe1': 'Practica cómo revisar los dos lados de un punto y coma, y cómo usar adverbios conjuntivos como however.',
    'pu-semicolons-pe2': 'Practica cómo corregir empalmes con coma y cómo darte cuenta cuando un punto y coma está mal usado.',
    'pu-semicolons-pe3': 'Practica la diferencia entre una cláusula y dos cláusulas.',
    'pu-semicolons-post': 'Demuestra lo que aprendiste sobre el punto y coma y los adverbios conjuntivos.',
    // Colons for Lists and Quotations
    'pu-colons-pre': 'Muestra lo que ya sabes sobre los dos puntos. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'pu-colons-pe1': 'Practica cómo poner dos puntos antes de listas y citas.',
    'pu-colons-pe2': 'Practica cómo encontrar dos puntos que no deberían estar ahí.',
    'pu-colons-pe3': 'Practica cómo elegir entre una coma y dos puntos.',
    'pu-colons-post': 'Demuestra lo que aprendiste sobre los dos puntos antes de listas y citas.',
    // Expand, Combine, and Reduce Sentences
    'sc-expand-combine-reduce-pre':
      'Muestra lo que ya sabes sobre cómo mejorar las oraciones. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'sc-expand-combine-reduce-pe1': 'Practica cómo ampliar oraciones con detalles y cómo unir oraciones cortas.',
    'sc-expand-combine-reduce-pe2': 'Practica cómo unir oraciones con and, but, or, so y because.',
    'sc-expand-combine-reduce-pe3': 'Practica cómo quitar las palabras que sobran y cómo usar las tres herramientas.',
    'sc-expand-combine-reduce-post': 'Demuestra lo que aprendiste sobre cómo ampliar, combinar y reducir oraciones.',
    // Varying Sentence Patterns
    'sc-vary-sentences-pre':
      'Muestra lo que ya sabes sobre cómo variar las oraciones. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'sc-vary-sentences-pe1': 'Practica cómo empezar las oraciones de distintas maneras.',
    'sc-vary-sentences-pe2':
      'Practica cómo mezclar oraciones largas y cortas: combina oraciones entrecortadas y usa oraciones cortas para dar énfasis.',
    'sc-vary-sentences-pe3': 'Practica cómo mezclar oraciones simples, compuestas y complejas.',
    'sc-vary-sentences-post': 'Demuestra lo que aprendiste sobre cómo variar la forma de las oraciones.',
    // Misplaced and Dangling Modifiers
    'sc-misplaced-modifiers-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre dónde colocar los modificadores. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'sc-misplaced-modifiers-pe1': 'Practica cómo mover los modificadores mal colocados junto a las palabras que describen.',
    'sc-misplaced-modifiers-pe2':
      'Practica cómo encontrar y corregir modificadores sueltos (dangling modifiers). Pregúntate quién hace la acción de la frase del comienzo.',
    'sc-misplaced-modifiers-pe3': 'Practica dónde colocar only, almost, nearly y even. Pon cada uno justo antes de la palabra que limita.',
    'sc-misplaced-modifiers-post':
      'Demuestra lo que aprendiste sobre dónde colocar los modificadores. Lee cada oración con atención e imagina lo que dice.',
    // Concise and Precise Writing
    'sc-concise-writing-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre la escritura concisa y precisa. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'sc-concise-writing-pe1': 'Practica cómo quitar palabras que repiten una idea. Pregúntate: ¿otra palabra ya dice esto?',
    'sc-concise-writing-pe2': 'Practica cómo acortar frases con demasiadas palabras y cómo quitar comienzos vacíos.',
    'sc-concise-writing-pe3': 'Practica cómo elegir palabras precisas: verbos fuertes, sustantivos exactos y adjetivos certeros.',
    'sc-concise-writing-post':
      'Demuestra lo que aprendiste sobre la escritura concisa y precisa. Lee cada oración con atención antes de responder.',
    // Parallel Structure
    'sc-parallel-structure-pre':
      'Responde cada pregunta para mostrar lo que ya sabes sobre la estructura paralela (parallel structure). Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'sc-parallel-structure-pe1': 'Practica cómo escribir todos los elementos de una lista con la misma forma.',
    'sc-parallel-structure-pe2': 'Practica cómo hacer coincidir las partes de las conjunciones en pareja y de las comparaciones.',
    'sc-parallel-structure-pe3':
      'Practica cómo corregir y escribir oraciones paralelas, y cómo usar estructuras paralelas para lograr un efecto.',
    'sc-parallel-structure-post':
      'Demuestra lo que aprendiste sobre la estructura paralela. Alinea las partes de cada oración antes de responder.',
    // Regular and Irregular Verbs
    'vt-irregular-verbs-pre': 'Responde cada pregunta para mostrar lo que ya sabes sobre los verbos regulares e irregulares.',
    'vt-irregular-verbs-pe1': 'Practica cómo agregar -ed, cómo cambiar los verbos irregulares y cómo usar has, have y had.',
    'vt-irregular-verbs-pe2': 'Sigue así. Fíjate en cómo se escribe cada verbo y en los verbos auxiliares.',
    'vt-irregular-verbs-pe3': 'Una ronda más. Encuentra y corrige verbos en pasado.',
    'vt-irregular-verbs-post': 'Demuestra lo que aprendiste sobre los verbos regulares e irregulares.',
    // Progressive Tenses
    'vt-progressive-tenses-pre': 'Responde estas preguntas para ver lo que ya sabes sobre los verbos en tiempo progresivo.',
    'vt-progressive-tenses-pe1': 'Encuentra los verbos en tiempo progresivo, nombra su tiempo y fórmalos con el verbo auxiliar correcto.',
    'vt-progressive-tenses-pe2': 'Usa las pistas de tiempo para elegir el pasado, el presente o el futuro progresivo.',
    'vt-progressive-tenses-pe3': 'Escribe bien los verbos con -ing, usa el verbo auxiliar correcto y elige el tiempo que encaje.',
    'vt-progressive-tenses-post': 'Demuestra lo que sabes sobre los tiempos progresivos.',
    // Perfect Tenses
    'vt-perfect-tenses-pre': 'Responde estas preguntas para ver lo que ya sabes sobre los tiempos perfectos.',
    'vt-perfect-tenses-pe1': 'Nombra los tiempos perfectos y fórmalos con el verbo auxiliar correcto y el participio pasado.',
    'vt-perfect-tenses-pe2': 'Usa las pistas de tiempo para elegir el presente, el pasado o el futuro perfecto.',
    'vt-perfect-tenses-pe3':
      'Escribe bien los participios pasados, elige el auxiliar correcto y haz que el tiempo verbal coincida con el momento.',
    'vt-perfect-tenses-post': 'Demuestra lo que sabes sobre los tiempos perfectos.',
    // Using Tense to Show Time
    'vt-tense-for-time-pre':
      'Responde estas preguntas para ver lo que ya sabes sobre cómo usar el tiempo verbal para mostrar cuándo pasa algo.',
    'vt-tense-for-time-pe1': 'Usa las pistas de tiempo para elegir el tiempo verbal, y usa el presente para los hechos y los estados.',
    'vt-tense-for-time-pe2': 'Muestra con tus verbos el orden de los sucesos.',
    'vt-tense-for-time-pe3': 'Escribe oraciones con if sobre situaciones reales o imaginarias.',
    'vt-tense-for-time-post':
      'Demuestra lo que sabes sobre cómo usar el tiempo verbal para mostrar el momento, el orden, los hechos y las condiciones.',
    // Fixing Tense Shifts
    'vt-tense-shifts-pre': 'Responde estas preguntas para ver lo que ya sabes sobre los cambios de tiempo verbal.',
    'vt-tense-shifts-pe1': 'Encuentra los verbos que saltan al tiempo equivocado.',
    'vt-tense-shifts-pe2': 'Corrige los verbos que cambian de tiempo por error.',
    'vt-tense-shifts-pe3': 'Distingue los cambios que son errores de los cambios que son correctos.',
    'vt-tense-shifts-post': 'Demuestra lo que sabes sobre cómo encontrar y corregir los cambios de tiempo verbal.',
    // Active and Passive Voice
    'vt-active-passive-pre':
      'Muestra lo que ya sabes sobre la voz activa y la voz pasiva. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'vt-active-passive-pe1': 'Practica cómo distinguir las dos voces y cómo encontrar quién hace la acción.',
    'vt-active-passive-pe2': 'Practica cómo formar verbos en voz pasiva y cómo elegir la voz más clara.',
    'vt-active-passive-pe3': 'Practica cómo pasar oraciones de una voz a la otra y cómo reconocer verbos engañosos.',
    'vt-active-passive-post': 'Demuestra lo que aprendiste sobre la voz activa y la voz pasiva.',
    // Verb Mood
    'vt-verb-mood-pre':
      'Muestra lo que ya sabes sobre el modo verbal (verb mood). Haz tu mejor esfuerzo, aunque algunas palabras te parezcan nuevas.',
    'vt-verb-mood-pe1': 'Practica cómo nombrar los modos y cómo usar bien were y would.',
    'vt-verb-mood-pe2': 'Practica el modo subjuntivo después de una exigencia y el modo condicional después de if.',
    'vt-verb-mood-pe3': 'Practica cómo distinguir los modos y cómo formar oraciones condicionales.',
    'vt-verb-mood-post': 'Demuestra lo que aprendiste sobre los cinco modos verbales.',
    // Shifts in Voice and Mood
    'vt-voice-mood-shifts-pre':
      'Muestra lo que ya sabes sobre los cambios de voz y de modo. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'vt-voice-mood-shifts-pe1': 'Practica cómo encontrar los cambios y cómo corregirlos.',
    'vt-voice-mood-shifts-pe2': 'Practica cómo mantener la voz y el modo sin cambios en instrucciones, deseos y situaciones imaginarias.',
    'vt-voice-mood-shifts-pe3': 'Practica cómo elegir y escribir oraciones sin cambios.',
    'vt-voice-mood-shifts-post': 'Demuestra lo que aprendiste sobre cómo corregir los cambios de voz y de modo.',
    // Voice and Mood for Effect
    'vt-voice-mood-for-effect-pre':
      'Muestra lo que ya sabes sobre la voz y el modo. Haz tu mejor esfuerzo, aunque algunas preguntas te parezcan nuevas.',
    'vt-voice-mood-for-effect-pe1': 'Practica cómo elegir la voz activa o la pasiva para lograr un efecto.',
    'vt-voice-mood-for-effect-pe2': 'Practica el modo condicional para imaginar, predecir y pedir algo con cortesía.',
    'vt-voice-mood-for-effect-pe3': 'Practica el modo subjuntivo para expresar deseos, situaciones irreales y pedidos formales.',
    'vt-voice-mood-for-effect-post': 'Demuestra lo que aprendiste sobre cómo usar la voz y el modo para lograr un efecto.',
  },
} satisfies { quizInstructions: Record<string, string> };
