import type { ConsultationGroup } from '@eval/contracts/consultations';

/**
 * The consultations' starting questionnaires, in Spanish and Catalan, each question mapped to
 * a key by its order (1–10, data/catalogue.ts). Students answer 25 (two or three per key),
 * families and staff one per key: short enough for a class period or a phone at home.
 * Seeded once, on a database without any (seed/reference.ts); then the administrators'.
 */
export const CONSULTATION_QUESTIONS: Record<
  ConsultationGroup,
  readonly { clave: number; es: string; ca: string }[]
> = {
  alumnado: [
    { clave: 1, es: 'Sé qué actividades de orientación hace mi centro este curso.', ca: "Sé quines activitats d'orientació fa el meu centre aquest curs." },
    { clave: 1, es: 'Sé a quién pedir ayuda en el centro para decidir mi futuro.', ca: 'Sé a qui demanar ajuda al centre per decidir el meu futur.' },
    { clave: 1, es: 'La orientación en mi centro es parte del curso, no algo de un día.', ca: "L'orientació al meu centre és part del curs, no una cosa d'un dia." },
    { clave: 2, es: 'Sé dónde encontrar información sobre estudios después de esta etapa.', ca: "Sé on trobar informació sobre estudis després d'aquesta etapa." },
    { clave: 2, es: 'Me han explicado qué profesiones tienen trabajo en mi zona.', ca: "M'han explicat quines professions tenen feina a la meva zona." },
    { clave: 2, es: 'La información que recibo sobre estudios y empleo me resulta útil.', ca: "La informació que rebo sobre estudis i ocupació m'és útil." },
    { clave: 3, es: 'En el centro conocen mis intereses y lo que necesito para decidir.', ca: "Al centre coneixen els meus interessos i el que necessito per decidir." },
    { clave: 3, es: 'La orientación que recibo tiene en cuenta mi situación personal.', ca: "L'orientació que rebo té en compte la meva situació personal." },
    { clave: 3, es: 'Siento que la orientación es para todo el alumnado, también para mí.', ca: "Sento que l'orientació és per a tot l'alumnat, també per a mi." },
    { clave: 4, es: 'En las asignaturas vemos para qué sirve lo que aprendemos en el trabajo.', ca: 'A les assignatures veiem per a què serveix el que aprenem a la feina.' },
    { clave: 4, es: 'El profesorado habla de profesiones relacionadas con su materia.', ca: 'El professorat parla de professions relacionades amb la seva matèria.' },
    { clave: 5, es: 'Mi familia sabe qué actividades de orientación hace el centro.', ca: "La meva família sap quines activitats d'orientació fa el centre." },
    { clave: 5, es: 'En casa hablamos de lo que el centro nos cuenta sobre el futuro.', ca: 'A casa parlem del que el centre ens explica sobre el futur.' },
    { clave: 6, es: 'Este curso he conocido a personas de empresas o de otros trabajos.', ca: "Aquest curs he conegut persones d'empreses o d'altres feines." },
    { clave: 6, es: 'Los encuentros con profesionales me han ayudado a pensar en mi futuro.', ca: "Les trobades amb professionals m'han ajudat a pensar en el meu futur." },
    { clave: 6, es: 'He podido hacer preguntas a personas que trabajan en lo que me interesa.', ca: "He pogut fer preguntes a persones que treballen en allò que m'interessa." },
    { clave: 7, es: 'He visitado un lugar de trabajo o he hecho alguna experiencia laboral.', ca: 'He visitat un lloc de treball o he fet alguna experiència laboral.' },
    { clave: 7, es: 'Lo que vi en un lugar de trabajo me ayudó a entender esa profesión.', ca: "El que vaig veure en un lloc de treball em va ajudar a entendre aquella professió." },
    { clave: 8, es: 'He conocido centros de formación profesional o universidades.', ca: 'He conegut centres de formació professional o universitats.' },
    { clave: 8, es: 'Sé qué opciones tengo al terminar esta etapa.', ca: "Sé quines opcions tinc en acabar aquesta etapa." },
    { clave: 8, es: 'Me han explicado cómo acceder a los estudios que me interesan.', ca: "M'han explicat com accedir als estudis que m'interessen." },
    { clave: 9, es: 'He tenido una conversación personal sobre mi futuro con alguien del centro.', ca: 'He tingut una conversa personal sobre el meu futur amb algú del centre.' },
    { clave: 9, es: 'Esa conversación me ayudó a tomar decisiones.', ca: "Aquella conversa em va ajudar a prendre decisions." },
    { clave: 10, es: 'El centro colabora con empresas, asociaciones o el ayuntamiento.', ca: "El centre col·labora amb empreses, associacions o l'ajuntament." },
    { clave: 10, es: 'He participado en alguna actividad con entidades de fuera del centro.', ca: 'He participat en alguna activitat amb entitats de fora del centre.' },
  ],
  familias: [
    { clave: 1, es: 'Conozco el plan de orientación del centro de mi hijo o hija.', ca: "Conec el pla d'orientació del centre del meu fill o filla." },
    { clave: 2, es: 'El centro nos informa sobre estudios y salidas profesionales.', ca: 'El centre ens informa sobre estudis i sortides professionals.' },
    { clave: 3, es: 'El centro tiene en cuenta los intereses y necesidades de mi hijo o hija.', ca: 'El centre té en compte els interessos i les necessitats del meu fill o filla.' },
    { clave: 4, es: 'Mi hijo o hija relaciona lo que aprende con el mundo del trabajo.', ca: 'El meu fill o filla relaciona el que aprèn amb el món de la feina.' },
    { clave: 5, es: 'El centro invita a las familias a participar en la orientación.', ca: "El centre convida les famílies a participar en l'orientació." },
    { clave: 6, es: 'Mi hijo o hija ha conocido a profesionales gracias al centro.', ca: 'El meu fill o filla ha conegut professionals gràcies al centre.' },
    { clave: 7, es: 'Mi hijo o hija ha tenido alguna experiencia en un lugar de trabajo.', ca: 'El meu fill o filla ha tingut alguna experiència en un lloc de treball.' },
    { clave: 8, es: 'Conozco las opciones de estudio al terminar esta etapa.', ca: "Conec les opcions d'estudi en acabar aquesta etapa." },
    { clave: 9, es: 'Mi hijo o hija ha recibido orientación personal en el centro.', ca: 'El meu fill o filla ha rebut orientació personal al centre.' },
    { clave: 10, es: 'El centro colabora con su entorno (empresas, entidades, ayuntamiento).', ca: "El centre col·labora amb el seu entorn (empreses, entitats, ajuntament)." },
  ],
  profesorado: [
    { clave: 1, es: 'Conozco el programa de orientación del centro y mi papel en él.', ca: "Conec el programa d'orientació del centre i el meu paper." },
    { clave: 2, es: 'Dispongo de información actualizada sobre estudios y mercado laboral.', ca: "Disposo d'informació actualitzada sobre estudis i mercat laboral." },
    { clave: 3, es: 'Adaptamos la orientación a las necesidades de cada estudiante.', ca: "Adaptem l'orientació a les necessitats de cada estudiant." },
    { clave: 4, es: 'En mi materia relaciono los contenidos con profesiones.', ca: 'A la meva matèria relaciono els continguts amb professions.' },
    { clave: 5, es: 'Las familias participan en las actividades de orientación.', ca: "Les famílies participen en les activitats d'orientació." },
    { clave: 6, es: 'El alumnado tiene encuentros con empleadores cada curso.', ca: "L'alumnat té trobades amb ocupadors cada curs." },
    { clave: 7, es: 'El alumnado vive experiencias en lugares de trabajo.', ca: "L'alumnat viu experiències en llocs de treball." },
    { clave: 8, es: 'El alumnado conoce la formación postobligatoria.', ca: "L'alumnat coneix la formació postobligatòria." },
    { clave: 9, es: 'Cada estudiante tiene al menos una entrevista de orientación personal.', ca: "Cada estudiant té com a mínim una entrevista d'orientació personal." },
    { clave: 10, es: 'El centro trabaja en red con su entorno.', ca: 'El centre treballa en xarxa amb el seu entorn.' },
  ],
};
