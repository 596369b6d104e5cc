// The words around seats that strangers must not take or block (issue 26): paired phones and their revocation,
// the host removing a person from a lobby seat, refused names and phone codes. Kept apart from en.ts / es.ts so
// this part merges cleanly; index.ts puts them in both catalogues under `seats`.

export const seatsEn = {
  remove: "Remove",
  removeTitle: "Remove {{name}} from this seat (they can still watch)",
  removeConfirm: "Remove {{name}} from seat {{n}}? They can still watch the table.",
  removed: "The host removed you from your seat. You can go on watching this table.",
  revoked: "This phone no longer plays {{names}}: its pairing was revoked.",
  devicePaired: "Phone paired at {{time}}",
  devicePlaying: "playing now",
  revoke: "Revoke",
  revokeTitle: "Revoke this phone: it stops playing {{name}} at once, and its link stops working",
  pairLocked: "Too many wrong phone codes came from this network. Wait a minute, then scan the code again.",
  reclaim: "Take back",
  reclaimTitle: "Play {{name}} on this device again: every phone paired to the seat stops playing it",
};

export const seatsEs: typeof seatsEn = {
  remove: "Quitar",
  removeTitle: "Quitar a {{name}} de este asiento (podrá seguir mirando)",
  removeConfirm: "¿Quitar a {{name}} del asiento {{n}}? Podrá seguir mirando la mesa.",
  removed: "El anfitrión te ha quitado de tu asiento. Puedes seguir mirando esta mesa.",
  revoked: "Este móvil ya no juega el asiento de {{names}}: se ha revocado su vinculación.",
  devicePaired: "Móvil vinculado a las {{time}}",
  devicePlaying: "jugando ahora",
  revoke: "Revocar",
  revokeTitle: "Revocar este móvil: deja de jugar el asiento de {{name}} al momento y su enlace deja de funcionar",
  pairLocked:
    "Han llegado demasiados códigos de móvil erróneos desde esta red. Espera un minuto y vuelve a escanear el código.",
  reclaim: "Recuperar",
  reclaimTitle:
    "Volver a jugar el asiento de {{name}} en este dispositivo: los móviles vinculados a él dejan de jugarlo",
};
