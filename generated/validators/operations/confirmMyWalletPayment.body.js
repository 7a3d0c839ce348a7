// DO NOT EDIT: generated from schemas/openapi.yaml (confirmMyWalletPayment body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/my-wallet-approval.schema.json","$id":"https://schemas.vitrina.local/operations/confirmMyWalletPayment.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MyWalletApprovalRequest","description":"A signed-in customer approved the card wallet's payment of one of their orders from the profile ('pay now', decision 046): what the wallet's buttons answered. The approval alone never pays: the shop captures (or reads the subscription) through the provider's API and checks the amount.","type":"object","properties":{"details":{"$ref":"../entities/wallet-approval-details.schema.json"}},"required":["details"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/my-wallet-approval.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WalletApprovalDetails","description":"What the card wallet's buttons answered an approval with (PayPal's onApprove data): the provider's order, the payer, and for a subscription (decision 046) the subscription approved.","type":"object","properties":{"orderID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"},"payerID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"},"subscriptionID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"}},"required":["orderID"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/wallet-approval-details.schema.json"};
const pattern0 = new RegExp("^[A-Za-z0-9-]{1,64}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/my-wallet-approval.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.details === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "details")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.details !== undefined){
let data0 = data.details;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.orderID === undefined){
const err2 = {instancePath:instancePath+"/details",schemaPath:"../entities/wallet-approval-details.schema.json/required",keyword:"required",params:{missingProperty: "orderID"},message:"must have required property '"+"orderID"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "orderID") || (key1 === "payerID")) || (key1 === "subscriptionID"))){
const err3 = {instancePath:instancePath+"/details",schemaPath:"../entities/wallet-approval-details.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.orderID !== undefined){
let data1 = data0.orderID;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/details/orderID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/orderID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/details/orderID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/orderID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.payerID !== undefined){
let data2 = data0.payerID;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err6 = {instancePath:instancePath+"/details/payerID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/payerID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/details/payerID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/payerID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.subscriptionID !== undefined){
let data3 = data0.subscriptionID;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err8 = {instancePath:instancePath+"/details/subscriptionID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/subscriptionID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/details/subscriptionID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/subscriptionID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/details",schemaPath:"../entities/wallet-approval-details.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/confirmMyWalletPayment.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

