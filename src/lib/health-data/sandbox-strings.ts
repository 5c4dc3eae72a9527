/** The local sandbox dialog's texts (ours: the spec has no sandbox). */
export const sandboxStrings = {
  en: {
    title: 'Health-record connection (sandbox)',
    description:
      'This is the local sandbox of the health-data connection service. No real health records are shared. Choose Connect to complete a test connection.',
    connect: 'Connect',
    cancel: 'Cancel',
    connecting: 'Connecting…',
    failed: 'The sandbox could not complete the connection. You can try again or cancel.',
  },
  es: {
    title: 'Conexión de historias clínicas (entorno de prueba)',
    description:
      'Este es el entorno de prueba local del servicio de conexión de datos de salud. No se comparte ninguna historia clínica real. Elija Conectar para completar una conexión de prueba.',
    connect: 'Conectar',
    cancel: 'Cancelar',
    connecting: 'Conectando…',
    failed: 'El entorno de prueba no pudo completar la conexión. Puede intentarlo de nuevo o cancelar.',
  },
} as const;
