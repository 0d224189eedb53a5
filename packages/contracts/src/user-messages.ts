/** Spanish messages of the user area: the screens', the server's rules' and each field's. */
import { IDENTITY_MESSAGES } from './spanish-identity';

/** Spanish messages of the user area (spec §8) and of the server's user rules. */
export const USER_MESSAGES = {
  incomplete: 'Todos los campos deben estar completados',
  profileTooShort: 'En perfil debe mas de 2 letras.',
  deleteFailed: 'No fue posible eliminar la cuenta.',
  created: 'Se ha creado el usuario y se le ha enviado un mail',
  /** The welcome e-mail could not be delivered during the call (MailDelivery.queued). */
  createdQueued:
    'Se ha creado el usuario; el correo queda en cola y se enviará en cuanto sea posible',
  createFailed: 'Se ha producido un error al crear el usuario',
  passwordReset: 'Se ha reseteado la contraseña del usuario y se le ha enviado un mail',
  passwordResetQueued:
    'Se ha restablecido la contraseña del usuario; el correo queda en cola y se enviará en cuanto sea posible',
  updated: 'Usuario actualizado',
  deleted: 'Usuario eliminado',
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  notFound: 'El usuario no existe.',
  unknownProfile: 'El perfil indicado no existe.',
  unknownCentre: 'El centro indicado no existe.',
  unknownCargo: 'El cargo indicado no existe.',
  unknownLanguage: 'El idioma indicado no existe.',
  centreRequired: 'Los usuarios que no son administradores deben pertenecer a un centro.',
  cannotDeleteSelf: 'No puede eliminar su propia cuenta.',
  cannotDemoteSelf: 'No puede desactivar su propia cuenta ni quitarse el perfil de administrador.',
  lastAdministrator:
    'Debe quedar al menos un administrador activo: no se puede desactivar, quitar el perfil de administrador ni eliminar al último.',
  cannotResetSelf:
    'No puede restablecer su propia contraseña: cámbiela con «¿Olvidó su contraseña?» o pida a otro administrador que la restablezca.',
  lastAdministratorPassword:
    'Debe quedar al menos un administrador activo con contraseña: no se puede restablecer la del último.',
  outOfScopeUser: 'Esa persona pertenece a un centro fuera de su ámbito.',
  unknownCommunity: 'El ámbito incluye una comunidad que no existe.',
  scopeOnlyForAdministrators:
    'Solo una cuenta de administración puede tener un ámbito o ser de solo consulta.',
  scopeChangeNationalOnly:
    'Solo una cuenta de administración de ámbito nacional puede asignar el ámbito o la solo consulta.',
  lastNationalAdministrator:
    'Debe quedar al menos un administrador activo de ámbito nacional que pueda hacer cambios.',
  profileNotFound: 'El perfil no existe.',
  cargoNotFound: 'El cargo no existe.',
  cargoTooShort: 'El nombre del cargo no puede estar vacío.',
  profileSaved: 'Perfil guardado',
  cargoSaved: 'Cargo guardado',
} as const;

/**
 * Plain Spanish messages naming each user field: what an administrator reads when a
 * field is missing or wrong, in the form before sending and in the server's 400 alike.
 */
export const USER_FIELD_MESSAGES = {
  nombreRequired: 'El nombre es obligatorio.',
  nombreTooLong: 'El nombre no puede tener más de 100 caracteres.',
  apellidosInvalid: 'Los apellidos deben ser un texto.',
  apellidosTooLong: 'Los apellidos no pueden tener más de 150 caracteres.',
  emailRequired: 'El correo electrónico es obligatorio.',
  emailInvalid: 'El correo electrónico no es válido.',
  emailTooLong: 'El correo electrónico no puede tener más de 254 caracteres.',
  telefonoInvalid: 'El teléfono debe ser un texto.',
  telefonoTooLong: 'El teléfono no puede tener más de 30 caracteres.',
  telefonoFormat: IDENTITY_MESSAGES.telefonoFormat,
  dniInvalid: 'El DNI debe ser un texto.',
  dniTooLong: 'El DNI no puede tener más de 20 caracteres.',
  dniFormat: IDENTITY_MESSAGES.dniFormat,
  dniLetter: IDENTITY_MESSAGES.dniLetter,
  perfilRequired: 'El perfil es obligatorio.',
  perfilInvalid: USER_MESSAGES.unknownProfile,
  languageInvalid: USER_MESSAGES.unknownLanguage,
  cargoInvalid: USER_MESSAGES.unknownCargo,
  activoInvalid: 'El campo Activo debe ser Sí o No.',
  centreInvalid: USER_MESSAGES.unknownCentre,
  centreRequired: USER_MESSAGES.centreRequired,
  idInvalid: 'El usuario indicado no es válido.',
  ambitoInvalid: 'El ámbito debe ser una lista de comunidades (vacía para el ámbito nacional).',
  soloLecturaInvalid: 'El campo Solo consulta debe ser Sí o No.',
} as const;
