import type { terms as en } from '../en/terms';

// Conditions d'utilisation (PRODUCT §2 « /terms ») : 11 sections numérotées, dans cet ordre.
export const terms: typeof en = {
  title: 'Conditions d’utilisation',
  lastUpdated: 'Dernière mise à jour : janvier 2025',
  intro:
    'Veuillez lire attentivement les présentes conditions d’utilisation avant d’utiliser License Tracker. Elles constituent une entente entre vous et License Tracker concernant votre utilisation du service.',
  sectionHeading: '{{number}}. {{title}}',
  sections: {
    acceptance: {
      title: 'Acceptation des conditions',
      paragraphs: [
        'En créant un compte, en vous connectant ou en utilisant autrement License Tracker, vous acceptez d’être lié par les présentes conditions d’utilisation. Si vous ne les acceptez pas, n’utilisez pas le service.',
        'Si vous utilisez le service au nom d’une entreprise, vous confirmez être autorisé à accepter les présentes conditions pour cette entreprise.',
      ],
    },
    service: {
      title: 'Description du service',
      paragraphs: [
        'License Tracker est un outil en ligne qui aide les entreprises canadiennes à consigner leurs permis, licences et certificats municipaux, provinciaux et fédéraux, à estimer leurs dates d’expiration selon les durées de validité habituelles et à recevoir des rappels avant leur expiration.',
        'Les modèles de permis et les recommandations sont offerts pour votre commodité selon votre type d’entreprise et votre emplacement. Le service ne délivre, ne renouvelle ni ne dépose aucun permis en votre nom, et il ne constitue pas un avis juridique.',
      ],
    },
    accounts: {
      title: 'Comptes d’utilisateur et responsabilités',
      paragraphs: [
        'Vous devez fournir des renseignements exacts lors de votre inscription et les tenir à jour. Vous êtes responsable de la confidentialité de vos identifiants de connexion et de toute activité effectuée dans votre compte.',
        'Vous vous engagez à ne pas faire un usage abusif du service, notamment en tentant d’accéder aux données d’autres utilisateurs, en nuisant à son fonctionnement ou en l’utilisant à des fins illégales.',
      ],
    },
    disclaimers: {
      title: 'Avis de non-responsabilité',
      paragraphs: [
        'Exactitude des renseignements : les exigences relatives aux permis, les durées de validité et les droits sont fixés par les gouvernements et changent avec le temps. Bien que nous nous efforcions de tenir nos renseignements à jour, nous ne garantissons pas que les modèles, les dates d’expiration calculées ou les recommandations sont complets, exacts ou à jour.',
        'Responsabilité de l’utilisateur : vous demeurez seul responsable de savoir de quels permis votre entreprise a besoin, de confirmer les dates d’expiration auprès de l’autorité émettrice et de renouveler à temps. Les rappels sont offerts pour votre commodité et peuvent être retardés ou ne pas être livrés.',
        'Le service est fourni « tel quel » et « selon sa disponibilité », sans garantie d’aucune sorte, dans la mesure permise par la loi.',
      ],
    },
    liability: {
      title: 'Limitation de responsabilité',
      paragraphs: [
        'Dans toute la mesure permise par la loi, License Tracker n’est pas responsable des dommages indirects, accessoires, spéciaux ou consécutifs, ni des amendes, pénalités, pertes de profits ou interruptions des activités découlant d’un permis expiré, manquant ou inexact, d’un rappel manqué, ou de votre utilisation du service ou de votre incapacité à l’utiliser.',
        'Lorsque la responsabilité ne peut être exclue, notre responsabilité totale est limitée au montant que vous nous avez payé pour le service au cours des douze mois précédant la réclamation.',
      ],
    },
    privacy: {
      title: 'Protection des renseignements personnels',
      paragraphs: [
        'Nous recueillons uniquement les renseignements nécessaires pour fournir le service, comme votre nom, vos coordonnées, les renseignements sur votre entreprise et vos dossiers de permis. Nous les utilisons pour faire fonctionner le service et vous envoyer vos rappels, nous ne les vendons pas, et nous les protégeons par des mesures raisonnables conformes aux lois canadiennes sur la protection des renseignements personnels.',
      ],
    },
    ip: {
      title: 'Propriété intellectuelle',
      paragraphs: [
        'Le service, y compris son logiciel, sa conception, ses textes et ses modèles de permis, appartient à License Tracker et à ses concédants de licence. Vous demeurez propriétaire des renseignements que vous saisissez, et vous nous accordez le droit de les utiliser uniquement pour vous fournir le service.',
      ],
    },
    termination: {
      title: 'Résiliation',
      paragraphs: [
        'Vous pouvez cesser d’utiliser le service et fermer votre compte en tout temps en communiquant avec nous ou au moyen de la fonction de suppression de compte.',
        'Nous pouvons suspendre ou résilier votre compte si vous enfreignez les présentes conditions ou utilisez le service d’une manière qui pourrait nous nuire ou nuire à d’autres utilisateurs. À la résiliation, votre droit d’utiliser le service prend fin.',
      ],
    },
    changes: {
      title: 'Modifications des conditions',
      paragraphs: [
        'Nous pouvons mettre à jour les présentes conditions à l’occasion. Lorsque nous y apportons des modifications importantes, nous mettons à jour la date en haut de cette page et, s’il y a lieu, nous vous en avisons. Continuer d’utiliser le service après une modification signifie que vous acceptez les conditions mises à jour.',
      ],
    },
    law: {
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par les lois du Canada et de la province ou du territoire où vous exploitez votre entreprise, sans égard aux règles de conflit de lois.',
      ],
    },
    contact: {
      title: 'Nous joindre',
      paragraphs: [
        'Si vous avez des questions sur les présentes conditions ou souhaitez fermer votre compte, communiquez avec nous par le canal de soutien indiqué dans l’application. Il nous fera plaisir de vous aider.',
      ],
    },
  },
  acknowledgment: {
    title: 'Reconnaissance',
    body: 'En utilisant License Tracker, vous reconnaissez avoir lu et compris les présentes conditions d’utilisation, et vous acceptez d’être lié par elles.',
  },
};
