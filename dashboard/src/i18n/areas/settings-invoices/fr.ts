import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_INVOICES_EN } from './en.ts';

const FR: AreaMessages<typeof SETTINGS_INVOICES_EN> = {
  'settingsInvoices.title': 'Factures',
  'settingsInvoices.intro': 'La numérotation de vos factures et ce qu’elles indiquent. Les factures émises gardent le numéro et le texte avec lesquels elles ont été émises.',
  'settingsInvoices.loading': 'Chargement des réglages de facturation…',
  'settingsInvoices.loadFailed': 'Impossible de charger les réglages de facturation.',
  'settingsInvoices.prefix': 'Préfixe du numéro',
  'settingsInvoices.prefixHint': 'Jusqu’à {max} lettres, chiffres ou - _ / . # avant le numéro.',
  'settingsInvoices.next': 'La prochaine facture que vous émettrez portera le numéro {number}.',
  'settingsInvoices.dueDays': 'Délai de paiement (jours)',
  'settingsInvoices.dueDaysHint': 'Nombre de jours entre la date d’émission et l’échéance, de 0 à {max} (0 : payable à réception).',
  'settingsInvoices.locale': 'Langue et région',
  'settingsInvoices.localeHint': 'La façon d’écrire les dates et les montants sur les factures, par exemple fr-FR, fr-CA, en-GB ou de-DE.',
  'settingsInvoices.footer': 'Pied de page',
  'settingsInvoices.footerHint': 'Imprimé en bas de chaque facture, jusqu’à {max} caractères : coordonnées bancaires pour les virements, remerciements, mentions légales.',
  'settingsInvoices.save': 'Enregistrer les réglages de facturation',
  'settingsInvoices.saved': 'Réglages de facturation enregistrés',
  'settingsInvoices.failed': 'Impossible d’enregistrer les réglages de facturation. Veuillez réessayer.',
  'settingsInvoices.readOnly': 'Votre rôle permet de consulter ces réglages, mais pas de les modifier.',
};
export default FR;
