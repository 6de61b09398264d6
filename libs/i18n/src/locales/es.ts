import type { LanguageResources } from '../index.js';
import { answers } from './es-answers.js';
import { fieldGuide } from './es-field-guide.js';
import { leadCapture } from './es-lead-capture.js';
import { marketing } from './es-marketing.js';
import { reviewPortal } from './es-review-portal.js';
import { reviewStep } from './es-review-step.js';
import { wizard } from './es-wizard.js';

// Spanish (United States), for applicants from Mexico, Central and South America: "usted",
// plain words, immigration terms as USCIS and applicants use them.
export const es: LanguageResources = {
  // The shell's frame: skip link, navigation, header.
  skipLink: 'Saltar al contenido principal',
  nav: {
    label: 'Principal',
    brand: 'Formpath',
    home: 'Inicio',
    marriage: 'Residencia por matrimonio',
    asylum: 'Guía de asilo',
    // Language names stay in their own language: they are how a speaker finds their language.
    spanish: 'Español',
    filipino: 'Filipino',
    dashboard: 'Mi panel',
    signOut: 'Cerrar sesión',
    getStarted: 'Comenzar',
    menu: 'Menú',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
  },
  titles: {
    home: 'Formpath: llene su formulario de USCIS con sus propios documentos',
    marriage: 'Residencia permanente por matrimonio: prepare sus formularios | Formpath',
    asylum: 'Prepare su solicitud de asilo | Formpath',
    app: 'Su solicitud | Formpath',
    guide: 'Guía del formulario | Formpath',
    default: 'Formpath',
  },
  languageSwitcher: { label: 'Idioma' },
  header: {
    title: 'Formpath',
    subtitle: 'Procesamiento inteligente de formularios de inmigración',
    secure: 'Seguro y cifrado',
  },
  disclaimer:
    'Formpath no es un despacho de abogados y este servicio no es asesoría legal. Para recibir consejo sobre su caso, consulte a un abogado de inmigración calificado.',
  gate: {
    checking: 'Verificando su sesión...',
    title: 'Necesita iniciar sesión',
    text: 'Inicie sesión o cree una cuenta para entrar al portal de inmigración',
    quickStart: 'Inicio rápido',
    recommended: 'Recomendado',
    instant: 'Inmediato',
    secure: 'Seguro',
    trusted: 'Confiable',
    quickStartButton: 'Continuar con {{name}}',
    quickStartUnavailable:
      'El inicio rápido no está disponible en este servidor. Use su correo electrónico y contraseña.',
    emailPassword: 'Correo electrónico y contraseña',
    openModal: 'Iniciar sesión / Crear cuenta',
    benefits: [
      'Llenado de formularios con inteligencia artificial',
      'Manejo seguro de sus documentos',
      'Su avance se guarda automáticamente',
    ],
    backHome: 'Volver al inicio',
    identityProvider: 'su proveedor de identidad',
  },
  // Spec 2 §2: the sign-in modal a protected route opens, one title and description per route.
  routeSignIn: {
    app: {
      title: 'Inicie sesión para comenzar su solicitud',
      description: 'Inicie sesión o cree una cuenta para subir sus documentos y preparar su formulario de USCIS',
    },
    i485Guide: {
      title: 'Inicie sesión para abrir la guía del formulario I-485',
      description: 'Inicie sesión o cree una cuenta para leer la guía, pregunta por pregunta, de su formulario I-485',
    },
    i765Guide: {
      title: 'Inicie sesión para abrir la guía del formulario I-765',
      description: 'Inicie sesión o cree una cuenta para leer la guía, pregunta por pregunta, de su formulario I-765',
    },
    spanishApp: {
      title: 'Inicie sesión para comenzar su solicitud',
      description:
        'Inicie sesión o cree una cuenta para subir sus documentos y preparar su formulario de USCIS en español',
    },
    marriageFilipino: {
      title: 'Inicie sesión para comenzar su solicitud de residencia por matrimonio',
      description:
        'Inicie sesión o cree una cuenta para preparar en filipino sus formularios de residencia permanente (green card) por matrimonio',
    },
    asylumGuide: {
      title: 'Inicie sesión para abrir la guía de asilo',
      description: 'Inicie sesión o cree una cuenta para avanzar en la guía de asilo y guardar sus respuestas',
    },
  },
  auth: {
    title: 'Necesita iniciar sesión',
    description: 'Inicie sesión o cree una cuenta para descargar su formulario I-485 ya lleno',
    note: 'Sus datos están protegidos y solo se usan para preparar sus formularios',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirme la contraseña',
    working: 'Espere un momento...',
    createAccount: 'Crear cuenta',
    // Spec 1 §8.
    successTitle: '¡Listo!',
    signedIn: 'Inició sesión correctamente',
    accountCreated: 'Su cuenta se creó correctamente',
    oidcSignedIn: 'Su identidad se verificó correctamente',
    errorTitle: 'Error',
    unexpected: 'Ocurrió un error inesperado',
    failedTitle: 'No se pudo iniciar sesión',
    failedFallback: 'Ocurrió un error',
    signUpFailed: 'No se pudo crear la cuenta',
    signInFailed: 'No se pudo iniciar sesión',
  },
  // Spec 1 §5, in the order they are checked.
  authRules: {
    email: { title: 'Correo electrónico no válido', message: 'Escriba un correo electrónico válido' },
    signUpPassword: {
      title: 'La contraseña no cumple los requisitos',
      message:
        'La contraseña debe tener al menos 8 caracteres e incluir una letra mayúscula, una letra minúscula, un número y un carácter especial (por ejemplo, ! o #)',
    },
    signInPassword: { title: 'Contraseña demasiado corta', message: 'La contraseña debe tener al menos 6 caracteres' },
    confirmation: { title: 'Las contraseñas no coinciden', message: 'Asegúrese de escribir la misma contraseña las dos veces' },
  },
  // Messages of libs/web-data (spec 1 §8 and §9), used by the wizard.
  errors: {
    network: 'Hubo un problema de conexión',
  },
  upload: {
    invalidType: 'Elija un archivo PDF válido',
    tooLarge: 'El archivo es más grande que el límite de 10 MB',
    signInRequired: 'Inicie sesión para subir documentos.',
    failedFallback: 'No se pudo subir el archivo',
    problem: 'Hubo un problema al subir su archivo',
  },
  // libs/ui.
  ui: {
    close: 'Cerrar',
    notifications: 'Notificación',
    notificationsRegion: 'Notificaciones ({hotkey})',
  },
  notFound: {
    title: '404: No se encontró la página',
    hint: '¿Se le olvidó agregar la página al enrutador (router)?',
  },
  notAvailable: {
    title: 'Todavía no está disponible',
    text: 'Esta parte de Formpath todavía no está lista. Aparecerá aquí en cuanto esté terminada.',
  },
  wizard,
  reviewStep,
  fieldGuide,
  reviewPortal,
  answers,
  marketing,
  leadCapture,
  remote: {
    failedTitle: 'No se pudo cargar esta parte de Formpath',
    failedText: 'Revise su conexión a internet e intente de nuevo.',
    retry: 'Intentar de nuevo',
    loading: 'Cargando...',
  },
};
