; Inno Setup script: a Windows installer for the PyInstaller bundle (dist\lionheart\).
;   1. On Windows: bash packaging/build.sh   (or: pyinstaller packaging\lionheart.spec)
;   2. iscc packaging\windows\lionheart.iss  -> dist\LionheartTable-0.1.0-setup.exe
; Installs per user by default (no admin), adds a Start menu entry and makes a double-click on a
; saved game (NAME.lionheart.json) open it in Lionheart Table.

#define AppName "Lionheart Table"
#define AppVersion "0.1.0"
#define AppExe "lionheart.exe"
#define AppId "io.github.lionheart_table"
#define ProgId "LionheartTable.Save"

[Setup]
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Lionheart Table developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\dist
OutputBaseFilename=LionheartTable-{#AppVersion}-setup
SetupIconFile=lionheart.ico
UninstallDisplayIcon={app}\{#AppExe}
LicenseFile=..\..\LICENSE
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Files]
Source: "..\..\dist\lionheart\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\Uninstall {#AppName}"; Filename: "{uninstallexe}"

[Registry]
; Windows matches the last extension only, so saves are claimed through ".json" only when the user
; picks Lionheart Table in "Open with"; the ProgID below names the app for that list, and the
; ".lionheart" key covers files saved as NAME.lionheart.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.lionheart"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Lionheart Table saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "Start {#AppName}"; Flags: nowait postinstall skipifsilent
