@_exported import BDD
@_exported import ElementCore
