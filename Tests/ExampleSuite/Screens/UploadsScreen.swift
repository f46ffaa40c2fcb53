import ElementCore

/// Uploads (`/uploads`): a receipt input (one file), an "Add photos" label around a hidden
/// input that takes several, and the files chosen so far.
struct UploadsScreen: Screen {
    let title = Header(id: "UploadsHeader", parent: navBar)
    var trait: Header { title }

    /// The receipt's `<input type=file>`, named by its label.
    let receiptInput = FileInput(id: "Receipt")
    /// The styled label that holds the photos' hidden input: files are uploaded to it.
    let addPhotosButton = Label(id: "AddPhotosButton")
    let chosenFiles = Table(id: "ChosenFiles")
    let status = Label(id: "UploadStatus")

    /// Every row of the chosen files.
    var fileRows: Cell { Cell(parent: chosenFiles) }
    /// The row of the file named `name`.
    func file(_ name: String) -> Cell { Cell(id: "File-\(name)", parent: chosenFiles) }
}

let uploadsScreen = UploadsScreen()

/// Checkout (`/checkout`): the order's total and an embedded payment page (an `<iframe>`), whose
/// elements are found through the frame's `WebView`.
struct CheckoutScreen: Screen {
    let title = Header(id: "CheckoutHeader", parent: navBar)
    var trait: Header { title }

    let total = Label(id: "OrderTotal")
    let status = Label(id: "PaymentStatus")
    /// The payment page's frame.
    let paymentFrame = WebView(id: "PaymentFrame")

    var cardNumberField: TextField { TextField(id: "CardNumberField", parent: paymentFrame) }
    var payButton: Button { Button(id: "PayButton", parent: paymentFrame) }
    var paymentMessage: Label { Label(id: "PaymentMessage", parent: paymentFrame) }
}

let checkoutScreen = CheckoutScreen()

/// Playlist (`/playlist`): tracks to reorder by dragging, and "Hide played", which hides the
/// tracks already played without removing them.
struct PlaylistScreen: Screen {
    let title = Header(id: "PlaylistHeader", parent: navBar)
    var trait: Header { title }

    let hidePlayed = CheckBox(id: "Hide played")
    let list = Table(id: "PlaylistTable")
    let order = Label(id: "PlaylistOrder")

    /// Every track row (count them with `count(of:is:includingHidden:)`).
    var rows: Cell { Cell(parent: list) }
    /// The row of the track titled `title`.
    func track(_ title: String) -> Cell { Cell(id: "Track-\(title)", parent: list) }
}

let playlistScreen = PlaylistScreen()
