import { PASSWORD_MESSAGES } from '@eval/contracts/users';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD } from '../config';
import { DEMO_CENTRE_USER } from '../seed/demo';
import { passwordProblem, personalParts } from './password-policy';

const marta = personalParts({
  nombre: 'Marta',
  apellidos: 'Ruiz Martínez',
  email: 'marta.ruiz@centro.example',
});

describe('password policy', () => {
  it('refuses what the issue found accepted: a 10-character password and ten spaces + "a1"', async () => {
    expect(await passwordProblem('password12')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await passwordProblem(`${' '.repeat(10)}a1`)).toBe(PASSWORD_MESSAGES.edgeSpaces);
  });

  it('trims nothing: spaces at either end are refused, inside they are part of the password', async () => {
    expect(await passwordProblem(' Tiza-azul-del-aula-9')).toBe(PASSWORD_MESSAGES.edgeSpaces);
    expect(await passwordProblem('Tiza-azul-del-aula-9\t')).toBe(PASSWORD_MESSAGES.edgeSpaces);
    expect(await passwordProblem(' '.repeat(16))).toBe(PASSWORD_MESSAGES.edgeSpaces);
    expect(await passwordProblem('tiza azul del aula nueve')).toBeNull();
  });

  it('counts characters, not UTF-16 units, and caps the length', async () => {
    expect(await passwordProblem('ñandú-ávido')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await passwordProblem('x'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses common and guessable passwords of any length', async () => {
    for (const guessable of [
      'Password1234',
      'contraseña123',
      'qwertyuiop12',
      'abcdefghijkl',
      'Primavera-2026',
      'Ab1!'.repeat(32),
    ]) {
      expect(await passwordProblem(guessable), guessable).toBe(PASSWORD_MESSAGES.guessable);
    }
  });

  it("refuses the person's name, surnames and e-mail inside the password, ignoring case and accents", async () => {
    expect(marta).toEqual(['marta', 'ruiz', 'martinez', 'martaruiz']);
    for (const personal of ['MartaRuiz2026!', 'Pizarra-MARTINEZ-9', 'marta.ruiz.centro.1']) {
      expect(await passwordProblem(personal, marta), personal).toBe(PASSWORD_MESSAGES.personal);
    }
    expect(await passwordProblem('Pizarra-verde-47', marta)).toBeNull();
  });

  it('accepts the demo, test and benchmark passwords the project ships', async () => {
    // Checked without the accounts' data: the demo ones are published (they contain "demo", as
    // the centre account's e-mail does) and none is chosen through set-password.
    for (const shipped of [
      DEMO_ADMIN_PASSWORD,
      DEMO_CENTRE_USER.password,
      'Bench-Admin-2026',
      'Crash-Admin-2026',
      'Una-Clave-Segura-1',
      'Clave-Admin-Segura-1',
    ]) {
      expect(await passwordProblem(shipped), shipped).toBeNull();
    }
  });
});
