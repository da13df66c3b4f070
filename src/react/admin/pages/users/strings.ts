// Words of the Users page: the list, a user's page and its dialogs.
export const usersStrings = {
  "users.title": "Users",
  "users.description":
    "Search, inspect, impersonate and remove the people of this project.",

  // The list
  "users.search": "Search users",
  "users.searchPlaceholder": "Search by name, e-mail or user ID",
  "users.create": "Create user",
  "users.table": "Users of this project, newest first",
  "users.column.user": "User",
  "users.column.signedUp": "Signed up",
  "users.column.lastActive": "Last active",
  "users.signedUpOn": "Signed up {date}",
  "users.noName": "No display name",
  "users.noEmail": "No e-mail address",
  "users.verified": "Verified",
  "users.unverified": "Unverified",
  "users.anonymous": "Guest",
  "users.restricted": "Restricted",
  "users.open": "Open {name}",
  "users.loadMore": "Load more",
  "users.loadingMore": "Loading…",
  "users.empty": "Nobody has signed up to this project yet.",
  "users.noMatch": "No user matches “{query}”.",
  "users.clearSearch": "Clear search",

  // Create dialog
  "users.createTitle": "Create a user",
  "users.createDescription":
    "They can sign in with this e-mail address right away.",
  "users.email": "E-mail address",
  "users.displayName": "Display name",
  "users.optional": "Optional.",
  "users.password": "Password",
  "users.passwordHint":
    "Optional. Without one, they sign in with an e-mail code or a link.",
  "users.emailVerifiedSwitch": "E-mail address verified",
  "users.creating": "Creating…",
  "users.emailRequired": "Enter an e-mail address.",
  "users.emailInvalid": "Enter a valid e-mail address.",

  // A user's page
  "users.back": "All users",
  "users.notFound": "This user does not exist any more.",
  "users.userId": "User ID",
  "users.impersonate": "Impersonate",
  "users.details.title": "Details",
  "users.details.description": "What the server knows about this user.",
  "users.details.primaryEmail": "Primary e-mail",
  "users.details.markVerified": "Mark as verified",
  "users.details.markUnverified": "Mark as unverified",
  "users.details.signedUp": "Signed up",
  "users.details.lastActive": "Last active",
  "users.details.methods": "Sign-in methods",
  "users.details.noMethods": "None yet",
  "users.details.method.password": "Password",
  "users.details.method.otp": "E-mail code",
  "users.details.method.passkey": "Passkey",
  "users.details.twoFactor": "Two-factor authentication",
  "users.details.twoFactorOn": "On",
  "users.details.twoFactorOff": "Off",
  "users.details.turnOffTwoFactor": "Turn off",
  "users.details.turnOffTwoFactorTitle": "Turn off two-factor authentication",
  "users.details.turnOffTwoFactorConfirm":
    "{name} will sign in without a code from their authenticator app until they set it up again.",
  "users.details.turningOff": "Turning off…",
  "users.details.saveName": "Save name",
  "users.details.nameSaved": "Name saved.",
  "users.details.verifiedSaved": "E-mail address marked as verified.",
  "users.details.unverifiedSaved": "E-mail address marked as unverified.",

  "users.metadata.title": "Metadata",
  "users.metadata.description": "JSON your app stores with the user.",
  "users.metadata.client": "Client metadata",
  "users.metadata.clientHint": "The user can read and change it.",
  "users.metadata.clientReadOnly": "Client read-only metadata",
  "users.metadata.clientReadOnlyHint":
    "The user can read it; only your server changes it.",
  "users.metadata.server": "Server metadata",
  "users.metadata.serverHint": "Only your server sees it.",
  "users.metadata.invalid":
    "This is not valid JSON: check the quotes, commas and brackets.",
  "users.metadata.save": "Save metadata",
  "users.metadata.saved": "Metadata saved.",

  "users.channels.title": "E-mail addresses",
  "users.channels.description":
    "The addresses of this user and what each is used for.",
  "users.channels.add": "Add e-mail",
  "users.channels.adding": "Adding…",
  "users.channels.addTitle": "Add an e-mail address",
  "users.channels.addDescription":
    "The address is added as unverified unless you mark it verified.",
  "users.channels.empty": "This user has no e-mail address.",
  "users.channels.primary": "Primary",
  "users.channels.usedForSignIn": "Used for sign-in",
  "users.channels.menu": "More actions for {email}",
  "users.channels.makePrimary": "Make primary",
  "users.channels.remove": "Remove",
  "users.channels.removeTitle": "Remove e-mail address",
  "users.channels.removeConfirm": "{email} will be removed from this user.",
  "users.channels.removing": "Removing…",
  "users.channels.removed": "E-mail address removed.",

  "users.sessions.title": "Sessions",
  "users.sessions.description":
    "Devices and apps where this user is signed in.",
  "users.sessions.empty": "This user is not signed in anywhere.",
  "users.sessions.unknownPlace": "Unknown location",
  "users.sessions.place": "{place}",
  "users.sessions.ip": "IP address {ip}",
  "users.sessions.created": "Signed in {date}",
  "users.sessions.lastUsed": "Last used {date}",
  "users.sessions.impersonation": "Impersonation",
  "users.sessions.revoke": "Revoke",
  "users.sessions.revokeTitle": "Revoke session",
  "users.sessions.revokeConfirm":
    "The device signed in {date} is signed out at its next request.",
  "users.sessions.revoking": "Revoking…",
  "users.sessions.revoked": "Session revoked.",

  "users.teams.title": "Teams",
  "users.teams.description": "Teams this user is a member of.",
  "users.teams.empty": "This user is not in any team.",
  "users.teams.open": "Open team",
  "users.teams.openNamed": "Open team {name}",
  "users.teams.selected": "Selected",

  "users.permissions.title": "Project permissions",
  "users.permissions.description":
    "Permissions granted to this user across the project.",
  "users.permissions.empty": "No project permission is granted to this user.",
  "users.permissions.grant": "Grant permission",
  "users.permissions.noneToGrant": "Every project permission is granted",
  "users.permissions.revoke": "Revoke",
  "users.permissions.revokeNamed": "Revoke {permission}",
  "users.permissions.revokeTitle": "Revoke permission",
  "users.permissions.revokeConfirm":
    "{name} loses the permission {permission}.",
  "users.permissions.revoking": "Revoking…",
  "users.permissions.granted": "Permission {permission} granted.",
  "users.permissions.revoked": "Permission revoked.",

  "users.impersonate.title": "Impersonate {name}",
  "users.impersonate.intro":
    "Creates a session of this user that lasts one hour. You then open your app in another tab and run a short snippet there: your app signs in as this user.",
  "users.impersonate.start": "Create session",
  "users.impersonate.starting": "Creating…",
  "users.impersonate.steps":
    "Open your app, open the developer tools (F12), paste this into the Console tab and press Enter. The page reloads signed in as {name}.",
  "users.impersonate.snippet": "Snippet to run in your app’s tab",
  "users.impersonate.warning":
    "Anyone with this snippet can act as this user for one hour. Do not share it; revoke the impersonation session under Sessions when you are done.",
  "users.impersonate.copyFailed":
    "Copying did not work here: select the snippet and copy it yourself.",

  "users.delete.title": "Delete user",
  "users.delete.description":
    "Removes the user with their sessions, e-mail addresses and team memberships.",
  "users.delete.button": "Delete user",
  "users.delete.confirm":
    "{name} will be deleted for good. This cannot be undone.",
  "users.delete.deleting": "Deleting…",
} as const;
